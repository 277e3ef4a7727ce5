// With its extension: vite.config.ts loads this file natively.
import { MOCK_PREFIX } from '../mock-paths.ts';

/**
 * The requests the fake backend answers in the browser: the API's (`/rpi/`, `/rps/`, in any letter
 * case or escape a client may send, which it refuses itself: handlers/unknown-calls.ts) and its own
 * endpoints (`/__mock/`: ../mock-paths.ts). The demo's service worker answers only these; the
 * page's code, pictures and translations go straight to the network (fake-backend-worker.ts).
 */
export const ANSWERED_PATH = new RegExp(`/(?:rp[si](?:/|%2f)|${MOCK_PREFIX})`, 'i');

/** The service worker the page registers, which runs the fake backend (fake-backend-worker.ts). */
export const FAKE_BACKEND_WORKER_FILE = 'fake-backend-worker.js';

/**
 * A request's path as the worker routes it, without a leading slash: its own endpoints sit under
 * the base path it is served from (`/portal/__mock/tab` → `__mock/tab`), the app's calls at the
 * origin's root whatever the base path (`/rpi/…` → `rpi/…`), where the fault rules and the dev
 * server's pass-through name them by `/${route}`.
 */
export const routeOf = (pathname: string, basePath: string): string =>
  pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.slice(1);

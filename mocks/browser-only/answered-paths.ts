/**
 * The requests the fake backend answers in the browser: the API's (`/rpi/`, `/rps/`, in any letter
 * case or escape a client may send, which it refuses itself: handlers/unknown-calls.ts) and its
 * developer channel (`/__dev/`). The demo's service worker hands only these to the page; the page's
 * code, pictures and translations go straight to the network (vite.config.ts, fakeBackendWorker).
 */
export const ANSWERED_PATH = /\/(?:rp[si](?:\/|%2f)|__dev\/)/i;

/** The service worker the page registers: msw's, behind a filter of `ANSWERED_PATH`. */
export const FAKE_BACKEND_WORKER_FILE = 'fake-backend-worker.js';

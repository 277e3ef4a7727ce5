import { systemClock, type Clock } from './rules/clock';
import { seedDatabase } from './db/seed';
import { DEFAULT_SCENARIO, getScenario, type Scenario } from './scenarios';

export const DEFAULT_SEED = 1;

/**
 * What the handlers run against besides the database: the active scenario, the clock and the
 * media base. One per JavaScript realm (browser tab, Vitest worker, node server).
 */
export interface BackendState {
  scenario: Scenario;
  seed: number;
  mediaBase: string;
  clock: Clock;
  /**
   * The origin the backend is served on, set by the HTTP server (its URL, or the public origin it
   * is told); undefined elsewhere: the page's origin (service worker), `http://localhost` (Node).
   */
  origin: string | undefined;
  /** Set by every handled call, cleared by a reset: lets provider states skip needless reseeds. */
  servedCallsSinceReset: boolean;
  /** Counts resets, so state kept about the data (applied provider states) knows when it is stale. */
  generation: number;
  /**
   * Settles when the latest reset has finished seeding. Handlers wait for it, so a reset that a
   * test starts without awaiting still happens before the test's next call is answered.
   */
  ready: Promise<void>;
}

export const backend: BackendState = {
  scenario: getScenario(DEFAULT_SCENARIO),
  seed: DEFAULT_SEED,
  mediaBase: '/',
  clock: systemClock,
  origin: undefined,
  servedCallsSinceReset: false,
  generation: 0,
  ready: Promise.resolve(),
};

/**
 * The origin addresses the backend hands out (uploads) are built on: its own, never the request's
 * Host header or URL, which the client chooses (api-reference section 1).
 */
export const backendOrigin = (): string => backend.origin ?? globalThis.location?.origin ?? 'http://localhost';

/** Serves the backend on `origin` until the returned function puts the previous one back (the HTTP server's lifetime). */
export function useBackendOrigin(origin: string): () => void {
  const previous = backend.origin;
  backend.origin = new URL(origin).origin;
  return () => {
    backend.origin = previous;
  };
}

export interface ResetOptions {
  /** Scenario name; default "default". */
  scenario?: string;
  /** Default 1. */
  seed?: number;
  /** Kept from the previous reset when omitted ("/" at first). */
  mediaBase?: string;
  /** Kept from the previous reset when omitted (the system clock at first). */
  clock?: Clock;
}

/**
 * Reseeds the database for a scenario; throws at once on an unknown scenario name. The switch of
 * scenario, seed and clock is immediate; the seeding is queued after any reset still running.
 */
export function resetBackend(options: ResetOptions = {}): Promise<void> {
  const scenario = getScenario(options.scenario ?? DEFAULT_SCENARIO);
  backend.scenario = scenario;
  backend.seed = options.seed ?? DEFAULT_SEED;
  backend.mediaBase = options.mediaBase ?? backend.mediaBase;
  backend.clock = options.clock ?? backend.clock;
  backend.generation += 1;
  const seedOptions = { seed: backend.seed, scenario, mediaBase: backend.mediaBase, now: backend.clock.now() };
  backend.ready = backend.ready
    .catch(() => undefined)
    .then(() => seedDatabase(seedOptions))
    .then(() => {
      backend.servedCallsSinceReset = false;
    });
  return backend.ready;
}

/**
 * Loads saved data instead of seeding: the browser keeps the fake data per seed and scenario in
 * IndexedDB (mocks/persistence), across reloads and tabs, so a session survives a reload and an
 * account registered in one tab logs in from another.
 */
export function restoreBackend(
  options: { scenario: string; seed: number; mediaBase: string },
  load: () => Promise<void>,
): Promise<void> {
  backend.scenario = getScenario(options.scenario);
  backend.seed = options.seed;
  backend.mediaBase = options.mediaBase;
  backend.generation += 1;
  backend.ready = backend.ready
    .catch(() => undefined)
    .then(load)
    .then(() => {
      backend.servedCallsSinceReset = false;
    });
  return backend.ready;
}

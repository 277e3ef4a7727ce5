import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { resetBackend } from './backend';
import { handlers } from './handlers';
import { systemClock, type Clock } from './rules/clock';

/** The fake backend in Node (Vitest): msw intercepts fetch, so tests call the real API client. */
export const server = setupServer(...handlers);

/**
 * Counts the POST requests to `path` the fake backend gets from now on, still answering each one:
 * what a test of "a double click sends one request" reads. `holdMs` keeps each request open that
 * long, so a second start meets the first one still pending.
 */
export function countRequests(path: string, { holdMs = 0 }: { holdMs?: number } = {}): { count: number } {
  const counter = { count: 0 };
  server.use(
    http.post(`*${path}`, async () => {
      counter.count += 1;
      if (holdMs > 0) await delay(holdMs);
    }),
  );
  return counter;
}

export interface ResetFakeBackendOptions {
  /** Scenario name (default "default"). */
  scenario?: string;
  /** Seed (default 1). */
  seed?: number;
  /** Time as the backend sees it (default the system clock), e.g. a manual clock to expire tokens. */
  clock?: Clock;
}

/**
 * Reseeds the database for a scenario and drops handlers added with `server.use`. Calls made
 * after it wait for the reseed, so awaiting it is optional.
 */
export function resetFakeBackend(options: ResetFakeBackendOptions = {}): Promise<void> {
  server.resetHandlers();
  return resetBackend({ ...options, clock: options.clock ?? systemClock, mediaBase: '/' });
}

export { db } from './db/collections';
export { DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID, DEMO_PASSWORD_HASH } from './db/demo-member';
export { createManualClock } from './rules/clock';

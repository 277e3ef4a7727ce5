/**
 * Time as the fake backend sees it. Rules take `now` as an argument and handlers read it from
 * the backend's clock, so tests can move time (token expiry, login lockout) without waiting.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(milliseconds: number): void;
  set(epochMs: number): void;
}

/** A clock that only moves when told to. */
export function createManualClock(startEpochMs: number): ManualClock {
  let current = startEpochMs;
  return {
    now: () => current,
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (epochMs) => {
      current = epochMs;
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './clock';
import { decideLogin, LOGIN_LOCKOUT, lockedUntil, recentFailures } from './login';

const RIGHT = 'FD4F346B3D4348DCDCB288498BE1CD60';
const WRONG = '00000000000000000000000000000000';
const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);

/** `count` failures one minute apart, the last one at `end`. */
const failuresEndingAt = (end: number, count: number) =>
  Array.from({ length: count }, (_, index) => end - (count - 1 - index) * MINUTE_MS);

describe('decideLogin', () => {
  it('accepts the right hash', () => {
    expect(decideLogin({ storedHash: RIGHT, sentHash: RIGHT, failureTimes: [], now: T0 })).toEqual({ ok: true });
  });

  it('refuses an unknown account without recording anything', () => {
    expect(decideLogin({ storedHash: null, sentHash: RIGHT, failureTimes: [], now: T0 })).toEqual({
      ok: false,
      message: 'loginIncorrect',
      recordsFailure: false,
    });
  });

  it('refuses a wrong hash and says whether it locks the account', () => {
    expect(decideLogin({ storedHash: RIGHT, sentHash: WRONG, failureTimes: [], now: T0 })).toEqual({
      ok: false,
      message: 'loginIncorrect',
      recordsFailure: true,
    });
    expect(
      decideLogin({ storedHash: RIGHT, sentHash: WRONG, failureTimes: failuresEndingAt(T0 - MINUTE_MS, 4), now: T0 }),
    ).toEqual({ ok: false, message: 'accountLocked', recordsFailure: true });
  });

  it('refuses the right hash while the account is locked', () => {
    const failures = failuresEndingAt(T0, 5);
    expect(decideLogin({ storedHash: RIGHT, sentHash: RIGHT, failureTimes: failures, now: T0 + MINUTE_MS })).toEqual({
      ok: false,
      message: 'accountLocked',
      recordsFailure: false,
    });
    expect(lockedUntil(failures, T0 + MINUTE_MS)).toBe(T0 + LOGIN_LOCKOUT.lockMs);
  });

  it('accepts the right hash again once the lock has ended', () => {
    const failures = failuresEndingAt(T0, 5);
    expect(
      decideLogin({ storedHash: RIGHT, sentHash: RIGHT, failureTimes: failures, now: T0 + LOGIN_LOCKOUT.lockMs }),
    ).toEqual({ ok: true });
  });

  it('does not relock on the first wrong attempt after a lock', () => {
    const failures = failuresEndingAt(T0, 5);
    const after = T0 + LOGIN_LOCKOUT.lockMs + 1;
    expect(decideLogin({ storedHash: RIGHT, sentHash: WRONG, failureTimes: failures, now: after })).toEqual({
      ok: false,
      message: 'loginIncorrect',
      recordsFailure: true,
    });
  });
});

describe('lockedUntil', () => {
  it('is null below five failures', () => {
    expect(lockedUntil(failuresEndingAt(T0, 4), T0)).toBeNull();
  });

  it('locks for 15 minutes from the fifth failure', () => {
    expect(lockedUntil(failuresEndingAt(T0, 5), T0)).toBe(T0 + 15 * MINUTE_MS);
  });

  it('does not lock when the five failures spread over 15 minutes or more', () => {
    const spread = [0, 4, 8, 12, 15].map((minutes) => T0 + minutes * MINUTE_MS);
    expect(lockedUntil(spread, T0 + 15 * MINUTE_MS)).toBeNull();
  });

  it('ignores the order of the failure times', () => {
    expect(lockedUntil(failuresEndingAt(T0, 5).reverse(), T0)).toBe(T0 + 15 * MINUTE_MS);
  });
});

describe('recentFailures', () => {
  it('forgets failures that can no longer count', () => {
    const old = T0 - 31 * MINUTE_MS;
    expect(recentFailures([old, T0 - MINUTE_MS], T0)).toEqual([T0 - MINUTE_MS]);
  });
});

import { MINUTE_MS } from './clock';
import { allow, refuse, type Decision } from './decision';

/** api-reference section 4: after 5 failures within 15 minutes the account is locked for 15 minutes. */
export const LOGIN_LOCKOUT = {
  maxFailures: 5,
  windowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
} as const;

export type LockoutPolicy = typeof LOGIN_LOCKOUT;

/**
 * When the account's lock ends, or null when it is not locked at `now`. A lock starts at the
 * failure that completes `maxFailures` within `windowMs`. Attempts during a lock are not
 * recorded as failures, so a lock never extends itself.
 */
export function lockedUntil(
  failureTimes: readonly number[],
  now: number,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): number | null {
  const times = [...failureTimes].sort((a, b) => a - b);
  let until: number | null = null;
  for (let last = policy.maxFailures - 1; last < times.length; last += 1) {
    const first = times[last - policy.maxFailures + 1]!;
    const lockStart = times[last]!;
    if (lockStart - first < policy.windowMs && now < lockStart + policy.lockMs) {
      until = Math.max(until ?? 0, lockStart + policy.lockMs);
    }
  }
  return until;
}

/** Failures that can still count towards a lock; older ones may be forgotten. */
export function recentFailures(
  failureTimes: readonly number[],
  now: number,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): number[] {
  const horizon = now - policy.windowMs - policy.lockMs;
  return failureTimes.filter((time) => time > horizon);
}

/**
 * Allowed: open a session and forget the account's failures. Refused: `loginIncorrect` (the answer
 * never tells which part was wrong), or `accountLocked` while locked and for the failure that
 * starts a lock. `recordsFailure`: a wrong hash for an existing account that is not locked yet,
 * which the caller records; an unknown account and a locked one record nothing.
 */
export type LoginDecision = Decision<object, { recordsFailure: boolean }>;

export interface LoginAttempt {
  /** The member's stored hash, or null when the account does not exist. */
  storedHash: string | null;
  /** The hash sent by the client: MD5(password + "kitekey"), uppercase. */
  sentHash: string;
  failureTimes: readonly number[];
  now: number;
}

export function decideLogin(
  { storedHash, sentHash, failureTimes, now }: LoginAttempt,
  policy: LockoutPolicy = LOGIN_LOCKOUT,
): LoginDecision {
  if (storedHash === null) return { ...refuse('loginIncorrect'), recordsFailure: false };
  if (lockedUntil(failureTimes, now, policy) !== null) return { ...refuse('accountLocked'), recordsFailure: false };
  if (sentHash.toUpperCase() === storedHash.toUpperCase()) return allow;
  const locksAccount = lockedUntil([...failureTimes, now], now, policy) !== null;
  return { ...refuse(locksAccount ? 'accountLocked' : 'loginIncorrect'), recordsFailure: true };
}

import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './clock';
import { checkToken, createSessionToken, isSessionActive, SESSION_IDLE_LIMIT_MS } from './sessions';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const session = { token: 'abc', memberId: 7, lastSeenAt: T0 };
const find = (token: string) => (token === session.token ? session : undefined);

describe('isSessionActive', () => {
  it('is active just before two idle hours', () => {
    expect(isSessionActive(session, T0 + 2 * HOUR_MS - 1)).toBe(true);
  });

  it('expires after two hours without a call', () => {
    expect(isSessionActive(session, T0 + SESSION_IDLE_LIMIT_MS)).toBe(false);
  });

  it('treats every session as expired with an idle limit of 0', () => {
    expect(isSessionActive(session, T0, 0)).toBe(false);
  });
});

describe('checkToken', () => {
  it('is absent without a token', () => {
    expect(checkToken(null, find, T0)).toEqual({ status: 'absent' });
    expect(checkToken('', find, T0)).toEqual({ status: 'absent' });
  });

  it('rejects an unknown token', () => {
    expect(checkToken('bogus', find, T0)).toEqual({ status: 'rejected' });
  });

  it('rejects an expired token', () => {
    expect(checkToken('abc', find, T0 + 3 * HOUR_MS)).toEqual({ status: 'rejected' });
  });

  it('returns the session of an active token', () => {
    expect(checkToken('abc', find, T0 + HOUR_MS)).toEqual({ status: 'active', session });
  });
});

describe('createSessionToken', () => {
  it('makes 32 hex digits from 16 random bytes', () => {
    const token = createSessionToken((bytes) => bytes.fill(0xab));
    expect(token).toBe('ab'.repeat(16));
  });

  it('differs from call to call', () => {
    expect(createSessionToken()).not.toBe(createSessionToken());
    expect(createSessionToken()).toMatch(/^[0-9a-f]{32}$/);
  });
});

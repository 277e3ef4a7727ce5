import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './clock';
import { createSessionToken, isSessionActive, SESSION_IDLE_LIMIT_MS, tokenFromHeader } from './sessions';

const T0 = Date.UTC(2026, 0, 10, 12, 0, 0);
const session = { token: 'abc', memberId: 7, lastSeenAt: T0 };

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

describe('tokenFromHeader', () => {
  it('finds no token where logged-out clients send none', () => {
    for (const header of [null, '', '  ', 'null', 'undefined', ' null ']) expect(tokenFromHeader(header)).toBeNull();
  });

  it('reads the raw token', () => {
    expect(tokenFromHeader(' 0123abcd ')).toBe('0123abcd');
    expect(tokenFromHeader('garbage<>')).toBe('garbage<>');
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

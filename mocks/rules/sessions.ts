import { HOUR_MS } from './clock';

/** api-reference section 4: a token expires after 2 hours without a call. */
export const SESSION_IDLE_LIMIT_MS = 2 * HOUR_MS;

export interface SessionTimes {
  lastSeenAt: number;
}

/**
 * A session is active while less than `idleLimitMs` has passed since its last call. An idle
 * limit of 0 makes every session expired at once (the expired-session scenario).
 */
export function isSessionActive(session: SessionTimes, now: number, idleLimitMs = SESSION_IDLE_LIMIT_MS): boolean {
  return now - session.lastSeenAt < idleLimitMs;
}

/**
 * The token of an `Authorization` header (the raw token, no "Bearer"), or null when it carries
 * none: absent, empty, or the text of a JavaScript `null` / `undefined`, which older clients send
 * on every call while logged out.
 */
export function tokenFromHeader(header: string | null): string | null {
  const token = header?.trim() ?? '';
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}

/** 128 random bits as 32 hex digits: unguessable, and safe in a header. */
export function createSessionToken(randomBytes: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
  crypto.getRandomValues(bytes),
): string {
  const bytes = randomBytes(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

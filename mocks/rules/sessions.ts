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

export type TokenCheck<Session> =
  | { status: 'absent' }
  /** Unknown or expired: the interceptor answers 198. */
  | { status: 'rejected' }
  | { status: 'active'; session: Session };

/** What the backend's interceptor makes of the `Authorization` header. */
export function checkToken<Session extends SessionTimes>(
  token: string | null,
  findSession: (token: string) => Session | undefined,
  now: number,
  idleLimitMs = SESSION_IDLE_LIMIT_MS,
): TokenCheck<Session> {
  if (!token) return { status: 'absent' };
  const session = findSession(token);
  if (!session || !isSessionActive(session, now, idleLimitMs)) return { status: 'rejected' };
  return { status: 'active', session };
}

/** 128 random bits as 32 hex digits: unguessable, and safe in a header. */
export function createSessionToken(randomBytes: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
  crypto.getRandomValues(bytes),
): string {
  const bytes = randomBytes(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

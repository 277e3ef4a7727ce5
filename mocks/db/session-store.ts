import * as z from 'zod/mini';
import { createSessionToken, isSessionActive } from '../rules/sessions';

export const sessionRecordSchema = z.object({
  token: z.string().check(z.minLength(1)),
  memberId: z.number().check(z.int(), z.positive()),
  createdAt: z.number().check(z.int(), z.nonnegative()),
  /** Time of the last call made with this token; sessions expire after 2 idle hours. */
  lastSeenAt: z.number().check(z.int(), z.nonnegative()),
});
export type SessionRecord = z.output<typeof sessionRecordSchema>;

/** A member logged in on more devices than this loses the oldest session (api-reference section 1). */
export const MAX_SESSIONS_PER_MEMBER = 10;

/**
 * The live sessions, found by token in constant time however many logins came before.
 *
 * Not an @msw/data collection: its queries scan every record, which made a member call 150 times
 * slower after 100,000 logins. Two maps instead: by token, kept in order of last use (a touch
 * moves a session to the end), so expired sessions are swept from the front without a scan; and
 * by member, in order of creation, so the 11th login ends the member's oldest session.
 */
export class SessionStore {
  readonly #byToken = new Map<string, SessionRecord>();
  readonly #byMember = new Map<number, Map<string, SessionRecord>>();

  get size(): number {
    return this.#byToken.size;
  }

  /** A new session of `memberId`; ends the member's oldest one beyond the limit. */
  open(memberId: number, now: number, token: string = createSessionToken()): SessionRecord {
    const session = { token, memberId, createdAt: now, lastSeenAt: now };
    this.#add(session);
    const own = this.#byMember.get(memberId)!;
    for (const oldest of own.keys()) {
      if (own.size <= MAX_SESSIONS_PER_MEMBER) break;
      this.end(oldest);
    }
    return session;
  }

  /** The session of a token while it is active; an expired one is removed on the way. */
  findActive(token: string, now: number, idleLimitMs: number): SessionRecord | undefined {
    const session = this.#byToken.get(token);
    if (!session) return undefined;
    if (isSessionActive(session, now, idleLimitMs)) return session;
    this.end(token);
    return undefined;
  }

  /** Records a call made with the session: it stays alive for another idle period. */
  touch(session: SessionRecord, now: number): void {
    session.lastSeenAt = Math.max(session.lastSeenAt, now);
    this.#byToken.delete(session.token);
    this.#byToken.set(session.token, session);
  }

  end(token: string): void {
    const session = this.#byToken.get(token);
    if (!session) return;
    this.#byToken.delete(token);
    const own = this.#byMember.get(session.memberId);
    own?.delete(token);
    if (own?.size === 0) this.#byMember.delete(session.memberId);
  }

  /** Ends every session of `memberId` but the one `except` names (a new password: api-reference section 4). */
  endSessionsOf(memberId: number, { except }: { except?: string } = {}): void {
    for (const token of [...(this.#byMember.get(memberId)?.keys() ?? [])]) if (token !== except) this.end(token);
  }

  /** Removes the sessions idle for `idleLimitMs`: the least recently used come first, so it stops at the first live one. */
  sweep(now: number, idleLimitMs: number): void {
    for (const session of this.#byToken.values()) {
      if (isSessionActive(session, now, idleLimitMs)) break;
      this.end(session.token);
    }
  }

  /** Every session, least recently used first (for snapshots). */
  all(): SessionRecord[] {
    return [...this.#byToken.values()].map((session) => ({ ...session }));
  }

  /** Replaces the store with saved sessions (validated: a corrupt snapshot throws). */
  load(records: readonly unknown[]): void {
    const sessions = records.map((record) => sessionRecordSchema.parse(record));
    this.clear();
    // Members' maps in order of creation, then the token map in order of last use.
    for (const session of [...sessions].sort((a, b) => a.createdAt - b.createdAt)) this.#add(session);
    this.#byToken.clear();
    for (const session of [...sessions].sort((a, b) => a.lastSeenAt - b.lastSeenAt)) this.#byToken.set(session.token, session);
  }

  clear(): void {
    this.#byToken.clear();
    this.#byMember.clear();
  }

  #add(session: SessionRecord): void {
    this.end(session.token);
    this.#byToken.set(session.token, session);
    const own = this.#byMember.get(session.memberId) ?? new Map<string, SessionRecord>();
    own.set(session.token, session);
    this.#byMember.set(session.memberId, own);
  }
}

import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../rules/clock';
import { SESSION_IDLE_LIMIT_MS } from '../rules/sessions';
import { MAX_SESSIONS_PER_MEMBER, SessionStore } from './session-store';

const T0 = Date.UTC(2026, 10, 25, 9);

describe('SessionStore', () => {
  it('finds a live session by its token and forgets an expired one', () => {
    const store = new SessionStore();
    const { token } = store.open(7, T0);
    expect(store.findActive(token, T0 + HOUR_MS, SESSION_IDLE_LIMIT_MS)).toMatchObject({ memberId: 7 });
    expect(store.findActive(token, T0 + 2 * HOUR_MS, SESSION_IDLE_LIMIT_MS)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps a touched session alive for another idle period', () => {
    const store = new SessionStore();
    const session = store.open(7, T0);
    store.touch(session, T0 + HOUR_MS);
    expect(store.findActive(session.token, T0 + 2.5 * HOUR_MS, SESSION_IDLE_LIMIT_MS)).toBe(session);
  });

  it("ends a member's oldest session at the 11th login", () => {
    const store = new SessionStore();
    const tokens = Array.from({ length: 25 }, (_, index) => store.open(7, T0 + index).token);
    const other = store.open(8, T0).token;
    const live = tokens.filter((token) => store.findActive(token, T0 + 30, SESSION_IDLE_LIMIT_MS));
    expect(live).toEqual(tokens.slice(-MAX_SESSIONS_PER_MEMBER));
    expect(store.findActive(other, T0 + 30, SESSION_IDLE_LIMIT_MS)).toBeDefined();
    expect(store.size).toBe(MAX_SESSIONS_PER_MEMBER + 1);
  });

  it("ends every session of a member but the one kept, and no other member's", () => {
    const store = new SessionStore();
    const [first, second, third] = [1, 2, 3].map((offset) => store.open(7, T0 + offset).token);
    const other = store.open(8, T0).token;
    store.endSessionsOf(7, { except: second });
    const live = (token: string | undefined) => store.findActive(token!, T0 + 10, SESSION_IDLE_LIMIT_MS) !== undefined;
    expect([first, second, third, other].map(live)).toEqual([false, true, false, true]);
    store.endSessionsOf(7);
    expect([second, other].map(live)).toEqual([false, true]);
    expect(store.size).toBe(1);
  });

  it('stays bounded by the live sessions after 100,000 logins', () => {
    const store = new SessionStore();
    for (let login = 0; login < 100_000; login += 1) {
      const now = T0 + login * 1000;
      store.sweep(now, SESSION_IDLE_LIMIT_MS);
      store.open(1 + (login % 50_000), now, `token-${login}`);
    }
    // Logged in one a second: only the last two hours' worth are alive, and only they are kept.
    expect(store.size).toBe(SESSION_IDLE_LIMIT_MS / 1000);
    const last = store.all().at(-1)!;
    expect(store.findActive(last.token, T0 + 100_000 * 1000, SESSION_IDLE_LIMIT_MS)).toMatchObject({ memberId: last.memberId });
  });

  it('sweeps expired sessions from the least recently used end, sparing touched ones', () => {
    const store = new SessionStore();
    const early = store.open(1, T0);
    const late = store.open(2, T0 + HOUR_MS);
    store.touch(early, T0 + 1.5 * HOUR_MS);
    store.sweep(T0 + 3.2 * HOUR_MS, SESSION_IDLE_LIMIT_MS);
    expect(store.all().map((session) => session.token)).toEqual([early.token]);
    expect(store.findActive(late.token, T0 + 3.2 * HOUR_MS, SESSION_IDLE_LIMIT_MS)).toBeUndefined();
  });

  it('restores saved sessions and refuses corrupt ones', () => {
    const store = new SessionStore();
    store.open(3, T0, 'a');
    store.open(4, T0 + 5, 'b');
    const copy = new SessionStore();
    copy.load(JSON.parse(JSON.stringify(store.all())) as unknown[]);
    expect(copy.all()).toEqual(store.all());
    expect(() => copy.load([{ token: '', memberId: -1 }])).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { resetBackend } from './backend';
import { sessions } from './db/collections';
import { DEMO_MEMBER_ID } from './db/demo-member';
import { carryTabLogin, rememberTabLogin, type TabStorage } from './carried-login';

/** The tab's session storage, as the portal leaves it when logged in (the tests run in Node). */
const tabStorage = (token: string): TabStorage => {
  const items = new Map<string, string>([['token', token]]);
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

describe("the tab's login across a reset or a scenario switch", () => {
  it('opens the same token in fresh data when its member is there, so the tab stays logged in', async () => {
    await resetBackend();
    const { token } = sessions.open(DEMO_MEMBER_ID, Date.now());
    const storage = tabStorage(token);
    rememberTabLogin(storage);

    await resetBackend({ scenario: 'broken-media' });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(carryTabLogin(storage)).toEqual({ ok: true });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)?.memberId).toBe(DEMO_MEMBER_ID);
    // Said once: the next start carries nothing.
    expect(carryTabLogin(storage)).toBeNull();
  });

  it('says why not for a scenario whose sessions all expire, and opens nothing', async () => {
    await resetBackend();
    const { token } = sessions.open(DEMO_MEMBER_ID, Date.now());
    const storage = tabStorage(token);
    rememberTabLogin(storage);

    await resetBackend({ scenario: 'expired-session' });
    expect(carryTabLogin(storage)).toEqual({ ok: false, message: 'loginNotKeptSessionsExpire' });
    expect(sessions.all()).toEqual([]);
  });

  it('notes nothing for a token the data it leaves does not know', async () => {
    await resetBackend();
    const storage = tabStorage('not-a-live-token');
    rememberTabLogin(storage);
    await resetBackend();
    expect(carryTabLogin(storage)).toBeNull();
  });
});

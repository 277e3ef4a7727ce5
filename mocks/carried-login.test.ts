import { describe, expect, it } from 'vitest';
import { resetBackend } from './backend';
import { db, sessions } from './db/collections';
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

/** A tab logged in as the demo member on the default data, which the dev toolbar is about to leave. */
const demoTabLeaving = async () => {
  await resetBackend();
  const { token } = sessions.open(DEMO_MEMBER_ID, Date.now());
  const storage = tabStorage(token);
  rememberTabLogin(storage);
  return { token, storage };
};

describe("the tab's login across a reset or a scenario switch", () => {
  it('opens the same token in fresh data when its member is there, so the tab stays logged in', async () => {
    const { token, storage } = await demoTabLeaving();

    await resetBackend({ scenario: 'broken-media' });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(carryTabLogin(storage)).toEqual({ ok: true });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)?.memberId).toBe(DEMO_MEMBER_ID);
    // Said once: the next start carries nothing.
    expect(carryTabLogin(storage)).toBeNull();
  });

  it('says why not for a scenario whose sessions all expire, and opens nothing', async () => {
    const { storage } = await demoTabLeaving();

    await resetBackend({ scenario: 'expired-session' });
    expect(carryTabLogin(storage)).toEqual({ ok: false, message: 'loginNotKeptSessionsExpire' });
    expect(sessions.all()).toEqual([]);
  });

  it('says why not when the new data has no such member (an account registered before a reset), naming it', async () => {
    const { token, storage } = await demoTabLeaving();

    await resetBackend();
    await db.members.delete((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(carryTabLogin(storage)).toEqual({ ok: false, message: 'loginNotKeptMemberGone', params: { account: 'demo' } });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('notes nothing for a token the data it leaves does not know', async () => {
    await resetBackend();
    const storage = tabStorage('not-a-live-token');
    rememberTabLogin(storage);
    await resetBackend();
    expect(carryTabLogin(storage)).toBeNull();
  });
});

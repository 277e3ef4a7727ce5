import { describe, expect, it } from 'vitest';
import { resetBackend } from './backend';
import { db, sessions } from './db/collections';
import { DEMO_MEMBER_ID } from './db/demo-member';
import { carryLogin, loginToCarry } from './carried-login';

/** A tab logged in as the demo member on the default data, which the dev toolbar is about to leave. */
const demoTabLeaving = async () => {
  await resetBackend();
  const { token } = sessions.open(DEMO_MEMBER_ID, Date.now());
  return { token, noted: loginToCarry(token) };
};

describe("the tab's login across a reset or a scenario switch", () => {
  it('opens the same token in fresh data when its member is there, so the tab stays logged in', async () => {
    const { token, noted } = await demoTabLeaving();

    await resetBackend({ scenario: 'broken-media' });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(carryLogin(noted)).toEqual({ ok: true });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)?.memberId).toBe(DEMO_MEMBER_ID);
  });

  it('says why not for a scenario whose sessions all expire, and opens nothing', async () => {
    const { noted } = await demoTabLeaving();

    await resetBackend({ scenario: 'expired-session' });
    expect(carryLogin(noted)).toEqual({ ok: false, message: 'loginNotKeptSessionsExpire' });
    expect(sessions.all()).toEqual([]);
  });

  it('says why not when the new data has no such member (an account registered before a reset), naming it', async () => {
    const { token, noted } = await demoTabLeaving();

    await resetBackend();
    await db.members.delete((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(carryLogin(noted)).toEqual({ ok: false, message: 'loginNotKeptMemberGone', params: { account: 'demo' } });
    expect(sessions.findActive(token, Date.now(), Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('notes nothing for a token the data it leaves does not know', async () => {
    await resetBackend();
    expect(loginToCarry('not-a-live-token')).toBeNull();
    expect(loginToCarry(null)).toBeNull();
    expect(carryLogin('{"token":""}')).toBeNull();
  });
});

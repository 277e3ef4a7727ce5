import { describe, expect, it } from 'vitest';
import { resetBackend } from '../mocks/backend.ts';
import { CARRIED_LOGIN_KEY } from '../mocks/browser.ts';
import { carryLogin } from '../mocks/carried-login.ts';
import { sessions } from '../mocks/db/collections.ts';
import { DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID } from '../mocks/db/demo-member.ts';
import { demoBuildSession } from './browser-weight.ts';

// The measuring scripts run under Node's type stripping, which cannot load the fake backend's
// modules (extensionless imports): they write the demo member out, and this keeps them in step.
describe("the demo build's session the size and Lighthouse scripts put in a tab", () => {
  it("is the demo member's, and the fake backend opens it as the tab's carried login", async () => {
    const session = demoBuildSession('measured-tab-token');
    expect(session).toMatchObject({ memberId: String(DEMO_MEMBER_ID), cardId: String(DEMO_MAIN_CARD_ID), username: DEMO_LOGIN.account });

    await resetBackend();
    // The page hands what its tab noted to the fake backend's worker as it starts (mocks/browser.ts).
    expect(carryLogin(session[CARRIED_LOGIN_KEY] ?? null)).toEqual({ ok: true });
    expect(sessions.findActive('measured-tab-token', Date.now(), Number.POSITIVE_INFINITY)?.memberId).toBe(DEMO_MEMBER_ID);
  });
});

import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { logInAs } from '@/shared/testing';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { $homeShops, AccountSettingsGate } from './account-settings';

describe('the home shops of the account settings', () => {
  it("offers the member's own country's shops, never the previous member's", async () => {
    const demo = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
    const abroad = db.members.all().find((member) => member.countryId !== demo.countryId)!;
    const shopsOf = (countryId: number) => db.shops.all().filter((shop) => shop.countryId === countryId).map((shop) => shop.shopId);
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    await allSettled(AccountSettingsGate.open, { scope, params: {} });
    expect(scope.getState($homeShops)?.map((shop) => shop.shopId).sort()).toEqual(shopsOf(demo.countryId).sort());

    // The session ends (code 198, a logout) and a member of another country logs in in the same tab.
    await allSettled(AccountSettingsGate.close, { scope, params: {} });
    await allSettled(sessionEnded, { scope });
    const next = allSettled(sessionStarted, { scope, params: await logInAs(abroad.account) });
    expect(scope.getState($homeShops)).toBeNull();
    await next;
    await allSettled(AccountSettingsGate.open, { scope, params: {} });
    expect(scope.getState($homeShops)?.map((shop) => shop.shopId).sort()).toEqual(shopsOf(abroad.countryId).sort());
  });
});

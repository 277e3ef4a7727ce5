import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { db, DEMO_MEMBER_ID } from '@mocks/node';
import { giftRecord, nextRecordId } from '@mocks/db/factories';
import { $memberSession, callApi, calls, GIFTS_PAGE_SIZE, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, startMemberSession } from '@/shared/testing';
import { GiftBoxGate, giftRequests, receivedGifts } from './gift-box';
import { $giftCount, giftBoxChanged, giftCountPresence } from './gift-count';

/** What entities/session does at login (an entity does not import another). */
async function memberScope(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await startMemberSession(scope, session);
  return { scope, session };
}

/** More gifts in the demo member's box, from the sender of a seeded one, newest last. */
async function addGifts(count: number) {
  const seeded = db.gifts.findFirst((q) => q.where({ receiverId: DEMO_MEMBER_ID, openedAt: null }))!;
  const firstId = nextRecordId(db.gifts.all());
  for (let index = 0; index < count; index += 1) {
    await db.gifts.create(giftRecord({ ...seeded, id: firstId + index, sentAt: Date.now() - (count - index) * 60_000 }));
  }
}

describe('the gift count', () => {
  it('counts unopened gifts plus open requests while a button shows it', async () => {
    const { scope } = await memberScope();
    expect(scope.getState($giftCount)).toBeNull();
    await allSettled(giftCountPresence.shown, { scope });
    // The seed: two unopened gifts and one open request.
    expect(scope.getState($giftCount)).toBe(3);
  });

  it('reads again when the box changes, and keeps doing so while one of two buttons is shown', async () => {
    const { scope, session } = await memberScope();
    await allSettled(giftCountPresence.shown, { scope });
    await allSettled(giftCountPresence.shown, { scope });
    const [gift] = (await callApi(calls.presentList, { pageIndex: 1, pageSize: 5 }, callOptionsOf(session))).list;
    await callApi(calls.receiveGift, { giftId: gift!.id }, callOptionsOf(session));
    expect(scope.getState($giftCount)).toBe(3);

    await allSettled(giftCountPresence.hidden, { scope });
    await allSettled(giftBoxChanged, { scope });
    expect(scope.getState($giftCount)).toBe(2);
  });

  it('forgets the count when the box changes off screen, and reads it fresh when shown', async () => {
    const { scope, session } = await memberScope();
    await allSettled(giftCountPresence.shown, { scope });
    await allSettled(giftCountPresence.hidden, { scope });
    await callApi(calls.receiveAllGifts, {}, callOptionsOf(session));
    await allSettled(giftBoxChanged, { scope });
    expect(scope.getState($giftCount)).toBeNull();
    await allSettled(giftCountPresence.shown, { scope });
    expect(scope.getState($giftCount)).toBe(1);
  });

  it('drops the count when the member logs out', async () => {
    const { scope } = await memberScope();
    await allSettled(giftCountPresence.shown, { scope });
    await allSettled($memberSession, { scope, params: null });
    expect(scope.getState($giftCount)).toBeNull();
  });
});

describe('the gift box lists', () => {
  it('reads both lists on page 1 when the box opens, 5 a page, and pages with pageIndex from 1', async () => {
    const { scope } = await memberScope();
    await addGifts(5);
    await allSettled(GiftBoxGate.open, { scope, params: {} });
    expect(scope.getState(receivedGifts.query.$data)?.list).toHaveLength(GIFTS_PAGE_SIZE);
    expect(scope.getState(receivedGifts.$total)).toBe(7);
    expect(scope.getState(giftRequests.$total)).toBe(1);
    const firstPage = scope.getState(receivedGifts.query.$data)!.list.map(({ id }) => id);

    await allSettled(receivedGifts.pageChosen, { scope, params: 2 });
    const secondPage = scope.getState(receivedGifts.query.$data)!.list.map(({ id }) => id);
    expect(secondPage).toHaveLength(2);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  });

  it('reads again after a change, and goes back a page when the change emptied the one shown', async () => {
    const { scope, session } = await memberScope();
    await addGifts(4);
    await allSettled(GiftBoxGate.open, { scope, params: {} });
    await allSettled(receivedGifts.pageChosen, { scope, params: 2 });
    const [last] = scope.getState(receivedGifts.query.$data)!.list;
    expect(scope.getState(receivedGifts.query.$data)!.list).toHaveLength(1);

    await callApi(calls.receiveGift, { giftId: last!.id }, callOptionsOf(session));
    await allSettled(giftBoxChanged, { scope });
    expect(scope.getState(receivedGifts.$page)).toBe(1);
    expect(scope.getState(receivedGifts.query.$data)!.list).toHaveLength(GIFTS_PAGE_SIZE);
    expect(scope.getState(receivedGifts.$total)).toBe(5);
  });

  it('starts again from page 1 with nothing old shown when the box is opened again', async () => {
    const { scope } = await memberScope();
    await addGifts(5);
    await allSettled(GiftBoxGate.open, { scope, params: {} });
    await allSettled(receivedGifts.pageChosen, { scope, params: 2 });
    await allSettled(GiftBoxGate.close, { scope, params: {} });
    expect(scope.getState(receivedGifts.query.$data)).toBeNull();
    await allSettled(GiftBoxGate.open, { scope, params: {} });
    expect(scope.getState(receivedGifts.$page)).toBe(1);
    expect(scope.getState(receivedGifts.query.$data)?.list).toHaveLength(GIFTS_PAGE_SIZE);
  });
});

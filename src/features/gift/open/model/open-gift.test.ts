import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID } from '@mocks/node';
import { callApi, calls, ITEM_VALID_DAYS, GIFT_LATE_DAYS, type LoginResult } from '@/shared/api';
import { parseBackendDate } from '@/shared/i18n';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $giftCount, GiftBoxGate, giftCountPresence, receivedGifts } from '@/entities/gift';
import { sessionStarted } from '@/entities/session';
import { allGiftsOpenClicked, giftOpenClicked, openGiftAction } from './open-gift';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts the calls of `path` the app sends (the handler lets each one through to the fake backend). */
/** The gift box open for the demo member, with the count shown. */
async function openBox(): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(giftCountPresence.shown, { scope });
  await allSettled(GiftBoxGate.open, { scope, params: {} });
  return { scope, session };
}

const unopened = () => db.gifts.findMany((q) => q.where({ receiverId: DEMO_MEMBER_ID, openedAt: null }));

/** Days between now and the expiry of the demo member's item `itemId`. */
const daysLeftOf = async (session: LoginResult, itemId: number) => {
  const { list } = await callApi(calls.myItemList, { type: '', sort: 2, pageIndex: 1, pageSize: 999 }, callOptionsOf(session));
  const expiry = parseBackendDate(list.find((item) => item.id === itemId)!.time)!.getTime();
  return Math.round((expiry - Date.now()) / DAY_MS);
};

describe('open-gift', () => {
  it('opens one gift: the box and the count shrink, a success toast says so', async () => {
    const { scope } = await openBox();
    const [gift] = scope.getState(receivedGifts.query.$data)!.list;
    await allSettled(giftOpenClicked, { scope, params: gift!.id });

    expect(unopened().map(({ id }) => id)).not.toContain(gift!.id);
    expect(scope.getState(receivedGifts.query.$data)!.list.map(({ id }) => id)).not.toContain(gift!.id);
    expect(scope.getState($giftCount)).toBe(2);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'gifts:toast.opened' } })]);
  });

  it('grants 7 days fewer for the gift that waited more than 7 days', async () => {
    const { scope, session } = await openBox();
    const late = unopened().sort((a, b) => a.sentAt - b.sentAt)[0]!;
    expect(Date.now() - late.sentAt).toBeGreaterThan(GIFT_LATE_DAYS * DAY_MS);
    // The seed may have given the demo member this item already; opening extends it from its expiry.
    await db.ownedItems.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId: late.itemId }));
    await allSettled(giftOpenClicked, { scope, params: late.id });
    expect(await daysLeftOf(session, late.itemId)).toBe(ITEM_VALID_DAYS - GIFT_LATE_DAYS);
  });

  it('sends one request for a double click', async () => {
    const { scope } = await openBox();
    const calls = countRequests('/rpi/itemgift/receive');
    const [gift] = scope.getState(receivedGifts.query.$data)!.list;
    await Promise.all([
      allSettled(giftOpenClicked, { scope, params: gift!.id }),
      allSettled(giftOpenClicked, { scope, params: gift!.id }),
    ]);
    expect(calls.count).toBe(1);
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
    expect(scope.getState(openGiftAction.$pending)).toBe(false);
  });

  it('opens all gifts once, even when pressed twice: the box is empty, the requests still count', async () => {
    const { scope } = await openBox();
    const calls = countRequests('/rpi/itemgift/receiveall');
    await Promise.all([allSettled(allGiftsOpenClicked, { scope }), allSettled(allGiftsOpenClicked, { scope })]);
    expect(calls.count).toBe(1);
    expect(unopened()).toEqual([]);
    expect(scope.getState(receivedGifts.query.$data)!.list).toEqual([]);
    expect(scope.getState($giftCount)).toBe(1);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'gifts:toast.openedAll' } })]);
  });

  it('shows the server refusal for a gift opened elsewhere meanwhile, and the box drops it', async () => {
    const { scope, session } = await openBox();
    const [gift] = scope.getState(receivedGifts.query.$data)!.list;
    await callApi(calls.receiveGift, { giftId: gift!.id }, callOptionsOf(session));
    await allSettled(giftOpenClicked, { scope, params: gift!.id });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(scope.getState(receivedGifts.query.$data)!.list.map(({ id }) => id)).not.toContain(gift!.id);
  });
});

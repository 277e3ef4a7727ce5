import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { countRequests, db, DEMO_MEMBER_ID } from '@mocks/node';
import { callApi, calls, type GiftRequest, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $coins, coinBalancePresence } from '@/entities/coin';
import { $giftCount, GiftBoxGate, giftCountPresence, giftRequests } from '@/entities/gift';
import { sessionStarted } from '@/entities/session';
import { $acceptAsked, $acceptPayment, acceptCancelled, acceptClicked, acceptConfirmed, acceptPaymentOf, rejectClicked } from './answer-gift-request';

/** The requests tab of the demo member's box, with the gold and the count on screen. */
async function openRequests(): Promise<{ scope: Scope; session: LoginResult; request: GiftRequest }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(giftCountPresence.shown, { scope });
  await allSettled(coinBalancePresence.shown, { scope });
  await allSettled(GiftBoxGate.open, { scope, params: {} });
  const [request] = scope.getState(giftRequests.query.$data)!.list;
  return { scope, session, request: request! };
}

const coinsOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!.coin;
const statusOf = (id: number) => db.giftRequests.findFirst((q) => q.where({ id }))!.status;

describe('answer-gift-request', () => {
  it('accepts after the confirmation: the price is paid once, the asker gets the gift, the request leaves the box', async () => {
    const { scope, request } = await openRequests();
    const before = coinsOf(DEMO_MEMBER_ID);
    const { askerId } = db.giftRequests.findFirst((q) => q.where({ id: request.id }))!;
    const askerGifts = () => db.gifts.findMany((q) => q.where({ receiverId: askerId, openedAt: null })).length;
    const giftsBefore = askerGifts();

    await allSettled(acceptClicked, { scope, params: request });
    expect(scope.getState($acceptAsked)).toEqual(request);
    expect(statusOf(request.id)).toBe('open');
    await allSettled(acceptConfirmed, { scope });

    expect(statusOf(request.id)).toBe('accepted');
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before - request.itemPrice);
    expect(scope.getState($coins)).toBe(before - request.itemPrice);
    expect(askerGifts()).toBe(giftsBefore + 1);
    expect(scope.getState($acceptAsked)).toBeNull();
    expect(scope.getState(giftRequests.query.$data)!.list).toEqual([]);
    expect(scope.getState($giftCount)).toBe(2);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'gifts:toast.accepted' } })]);
  });

  it('names the payment in the confirmation: the price, the gold now and after, as a buy does', async () => {
    const { scope, request } = await openRequests();
    const gold = scope.getState($coins)!;
    await allSettled(acceptClicked, { scope, params: request });
    expect(scope.getState($acceptPayment)).toEqual({ price: request.itemPrice, balance: gold, after: gold - request.itemPrice, missing: 0 });
  });

  it('tells Accept it cannot succeed while the gold is short of the price (unknown gold: the backend decides)', () => {
    expect(acceptPaymentOf({ itemPrice: 300 }, 120)?.missing).toBe(180);
    expect(acceptPaymentOf({ itemPrice: 300 }, 300)?.missing).toBe(0);
    expect(acceptPaymentOf({ itemPrice: 300 }, null)).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { scope, request } = await openRequests();
    const calls = countRequests('/rpi/itemgift/handleask');
    await allSettled(acceptClicked, { scope, params: request });
    await allSettled(acceptCancelled, { scope });
    await allSettled(acceptConfirmed, { scope });
    expect(calls.count).toBe(0);
    expect(statusOf(request.id)).toBe('open');
  });

  it('sends one request for a double confirmation and debits the price once', async () => {
    const { scope, request } = await openRequests();
    const before = coinsOf(DEMO_MEMBER_ID);
    const calls = countRequests('/rpi/itemgift/handleask');
    await allSettled(acceptClicked, { scope, params: request });
    await Promise.all([allSettled(acceptConfirmed, { scope }), allSettled(acceptConfirmed, { scope }), allSettled(rejectClicked, { scope, params: request })]);
    expect(calls.count).toBe(1);
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before - request.itemPrice);
    expect(scope.getState($toasts).filter(({ tone }) => tone === 'warning')).toEqual([]);
  });

  it('rejects: the request is closed, no gold is paid', async () => {
    const { scope, request } = await openRequests();
    const before = coinsOf(DEMO_MEMBER_ID);
    await allSettled(rejectClicked, { scope, params: request });
    expect(statusOf(request.id)).toBe('rejected');
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before);
    expect(scope.getState(giftRequests.query.$data)!.list).toEqual([]);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'gifts:toast.rejected' } })]);
  });

  it('shows the server refusal for a request handled already, pays nothing and drops it from the box', async () => {
    const { scope, session, request } = await openRequests();
    await callApi(calls.handleGiftRequest, { askId: request.id, status: false }, callOptionsOf(session));
    const before = coinsOf(DEMO_MEMBER_ID);

    await allSettled(acceptClicked, { scope, params: request });
    await allSettled(acceptConfirmed, { scope });

    expect(statusOf(request.id)).toBe('rejected');
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(scope.getState($acceptAsked)).toBeNull();
    expect(scope.getState(giftRequests.query.$data)!.list).toEqual([]);
  });
});

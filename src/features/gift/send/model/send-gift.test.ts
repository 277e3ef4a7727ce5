import { allSettled, fork, type Scope } from 'effector';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { demoCircle } from '@mocks/db/demo-circle';
import { countRequests, db, DEMO_MEMBER_ID, server } from '@mocks/node';
import { STYLE_ITEM_TYPE, type LoginResult } from '@/shared/api';
import { i18n, initI18n } from '@/shared/i18n';
import { logInAs, shownToasts } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $coins, coinBalancePresence } from '@/entities/coin';
import type { GiftItemRef, GiftPartner } from '@/entities/gift';
import { sessionStarted } from '@/entities/session';
import { $step, backToRecipients, recipientConfirmed, sendConfirmed, sendGiftDialog } from './send-gift';

const member = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;
const coinsOf = (memberId: number) => member(memberId).coin;
const itemOf = (type: 'style' | 'giftable'): GiftItemRef => {
  const item = db.items
    .all()
    .filter((candidate) => (type === 'style' ? candidate.type === STYLE_ITEM_TYPE : candidate.type !== STYLE_ITEM_TYPE))
    .sort((a, b) => a.price - b.price)[0]!;
  return { id: item.id, title: item.title, type: item.type, price: item.price };
};
const sameCountry = (partner: GiftPartner) => member(partner.memberId).countryId === member(DEMO_MEMBER_ID).countryId;

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await i18n.loadNamespaces('gifts');
});

/** The demo member with the gold on screen, the send dialog open for `item`. */
async function openDialog(item: GiftItemRef): Promise<{ scope: Scope; session: LoginResult }> {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(coinBalancePresence.shown, { scope });
  await allSettled(sendGiftDialog.opened, { scope, params: item });
  return { scope, session };
}

async function choose(scope: Scope, partner: GiftPartner) {
  await allSettled(sendGiftDialog.partnerChosen, { scope, params: partner.memberId });
  await allSettled(recipientConfirmed, { scope });
}

describe('send-gift', () => {
  it('offers the friends and the players met in the last 7 days', async () => {
    const { scope } = await openDialog(itemOf('giftable'));
    const partners = scope.getState(sendGiftDialog.$partners)!;
    // Of the demo member's 12 friends, the 8 of their own country: gifts stay within the country.
    expect(partners.filter(({ source }) => source === 'friend')).toHaveLength(8);
    expect(partners.filter((partner) => !sameCountry(partner))).toEqual([]);
    expect(partners.filter(({ source }) => source === 'met').length).toBeGreaterThan(0);
    expect(new Set(partners.map(({ memberId }) => memberId)).size).toBe(partners.length);
  });

  it('opens nothing for a Style item', async () => {
    const calls = countRequests('/rpi/friend/friendList');
    const { scope } = await openDialog(itemOf('style'));
    expect(scope.getState(sendGiftDialog.$item)).toBeNull();
    expect(calls.count).toBe(0);
  });

  it('sends after the confirmation: the sender pays once, the gift lands in the friend\'s box, a toast names them', async () => {
    const item = itemOf('giftable');
    const { scope } = await openDialog(item);
    const friend = scope.getState(sendGiftDialog.$partners)!.find((partner) => partner.source === 'friend' && sameCountry(partner))!;
    const before = coinsOf(DEMO_MEMBER_ID);
    const calls = countRequests('/rpi/itemgift/send');

    await allSettled(sendConfirmed, { scope });
    expect(calls.count).toBe(0);
    await choose(scope, friend);
    expect(scope.getState($step)).toBe('confirm');
    await Promise.all([allSettled(sendConfirmed, { scope }), allSettled(sendConfirmed, { scope })]);

    expect(calls.count).toBe(1);
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before - item.price);
    expect(scope.getState($coins)).toBe(before - item.price);
    const box = db.gifts.findMany((q) => q.where({ receiverId: friend.memberId, senderId: DEMO_MEMBER_ID, itemId: item.id, openedAt: null }));
    expect(box).toHaveLength(1);
    expect(scope.getState(sendGiftDialog.$item)).toBeNull();
    expect(shownToasts(scope)).toEqual([{ tone: 'success', text: `Gift sent to ${friend.name}.` }]);
  });

  it('goes back to the recipients without sending', async () => {
    const { scope } = await openDialog(itemOf('giftable'));
    const [first] = scope.getState(sendGiftDialog.$partners)!;
    await choose(scope, first!);
    await allSettled(backToRecipients, { scope });
    expect(scope.getState($step)).toBe('recipient');
    expect(scope.getState(sendGiftDialog.$chosen)).toEqual(first);
  });

  it('shows the server refusal for a friend of another country and keeps the dialog', async () => {
    // A backend that does not tell the partners' country (the real API's rows): the friend abroad
    // is offered, and the backend refuses the gift.
    const abroadId = demoCircle(db.members.all()).friends.find((memberId) => member(memberId).countryId !== member(DEMO_MEMBER_ID).countryId)!;
    const row = { friendId: abroadId, memberRelationshipId: 1, friendName: member(abroadId).nickname, friendPortrait: null, rating: null, ppd: null, mpr: null, star: 0 };
    server.use(http.post('*/rpi/friend/friendList', () => HttpResponse.json({ code: 100, msg: 'Success', data: { list: [row], total: 1 } })));
    const item = itemOf('giftable');
    const { scope } = await openDialog(item);
    const abroad = scope.getState(sendGiftDialog.$partners)!.find((partner) => !sameCountry(partner))!;
    const before = coinsOf(DEMO_MEMBER_ID);
    await choose(scope, abroad);
    await allSettled(sendConfirmed, { scope });
    expect(coinsOf(DEMO_MEMBER_ID)).toBe(before);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } })]);
    expect(scope.getState(sendGiftDialog.$item)).toEqual(item);
  });
});

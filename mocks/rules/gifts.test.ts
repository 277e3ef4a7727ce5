import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './clock';
import type { Relationship } from './friends';
import {
  areFriends,
  decideAcceptedRequest,
  decideAsk,
  decideGiftItem,
  decideHandle,
  decidePartner,
  decidePayment,
  decideReceive,
  decideSend,
  hasOpenRequest,
  openRequestsTo,
  unopenedGiftsOf,
  type Gift,
  type GiftRequest,
  type PartnerFacts,
} from './gifts';

const ME = 1;
const NOW = Date.UTC(2026, 4, 20, 12);
const HOME = 617;

const facts = (overrides: Partial<PartnerFacts> = {}): PartnerFacts => ({
  memberId: ME,
  memberCountryId: HOME,
  partnerId: 2,
  partnerCountryId: HOME,
  isFriend: true,
  metLately: false,
  ...overrides,
});
const EFFECT = { type: 3, price: 120 };
const STYLE = { type: 1, price: 500 };

const gift = (overrides: Partial<Gift> & Pick<Gift, 'id'>): Gift => ({
  itemId: 7,
  senderId: 2,
  receiverId: ME,
  sentAt: NOW - DAY_MS,
  openedAt: null,
  ...overrides,
});
const request = (overrides: Partial<GiftRequest> & Pick<GiftRequest, 'id'>): GiftRequest => ({
  itemId: 7,
  askerId: 2,
  giverId: ME,
  askedAt: NOW - HOUR_MS,
  status: 'open',
  handledAt: null,
  ...overrides,
});

describe('decidePartner', () => {
  it('accepts a friend or a player met lately of the same country', () => {
    expect(decidePartner('send', facts())).toEqual({ ok: true });
    expect(decidePartner('send', facts({ isFriend: false, metLately: true }))).toEqual({ ok: true });
    expect(decidePartner('ask', facts({ isFriend: false, metLately: true }))).toEqual({ ok: true });
  });

  it('refuses oneself, an unknown member, another country and a stranger, in the wording of the action', () => {
    expect(decidePartner('send', facts({ partnerId: ME }))).toEqual({ ok: false, message: 'giftToSelf' });
    expect(decidePartner('ask', facts({ partnerId: ME }))).toEqual({ ok: false, message: 'giftAskSelf' });
    expect(decidePartner('send', facts({ partnerCountryId: undefined }))).toEqual({ ok: false, message: 'giftUnknownMember' });
    // A friend abroad, or a player met abroad, is still of another country.
    expect(decidePartner('send', facts({ partnerCountryId: 208 }))).toEqual({ ok: false, message: 'giftOtherCountry' });
    expect(decidePartner('ask', facts({ partnerCountryId: 208, isFriend: false, metLately: true }))).toEqual({ ok: false, message: 'giftOtherCountry' });
    expect(decidePartner('send', facts({ isFriend: false }))).toEqual({ ok: false, message: 'giftRecipientNotFriend' });
    expect(decidePartner('ask', facts({ isFriend: false }))).toEqual({ ok: false, message: 'giftAskNotFriend' });
  });
});

describe('areFriends', () => {
  const relationship = (status: 0 | 1 | 2): Relationship => ({
    id: 1,
    requesterId: 2,
    recipientId: ME,
    status,
    requesterStar: 0,
    recipientStar: 0,
    createdAt: NOW - DAY_MS,
    answeredAt: null,
  });

  it('counts an accepted friendship either way, never a pending or declined one', () => {
    expect(areFriends([relationship(1)], ME, 2)).toBe(true);
    expect(areFriends([relationship(1)], 2, ME)).toBe(true);
    expect(areFriends([relationship(0)], ME, 2)).toBe(false);
    expect(areFriends([relationship(2)], ME, 2)).toBe(false);
    expect(areFriends([relationship(1)], ME, 3)).toBe(false);
  });
});

describe('decideGiftItem and decidePayment', () => {
  it('refuses an unknown item and a Style item', () => {
    expect(decideGiftItem(EFFECT)).toEqual({ ok: true });
    expect(decideGiftItem(undefined)).toEqual({ ok: false, message: 'giftUnknownItem' });
    expect(decideGiftItem(STYLE)).toEqual({ ok: false, message: 'giftStyleItem' });
  });

  it('lets a balance reach zero, never below', () => {
    expect(decidePayment(120, 120)).toEqual({ ok: true });
    expect(decidePayment(119, 120)).toEqual({ ok: false, message: 'giftNotEnoughGold' });
  });
});

describe('decideSend', () => {
  it('sends a giftable item to an eligible recipient the sender can pay for', () => {
    expect(decideSend({ ...facts(), item: EFFECT, coin: 120 })).toEqual({ ok: true });
  });

  it('refuses what decidePartner, decideGiftItem or the balance refuses', () => {
    expect(decideSend({ ...facts({ partnerId: ME }), item: EFFECT, coin: 999 })).toEqual({ ok: false, message: 'giftToSelf' });
    expect(decideSend({ ...facts({ isFriend: false }), item: EFFECT, coin: 999 })).toEqual({ ok: false, message: 'giftRecipientNotFriend' });
    expect(decideSend({ ...facts(), item: STYLE, coin: 999 })).toEqual({ ok: false, message: 'giftStyleItem' });
    expect(decideSend({ ...facts(), item: undefined, coin: 999 })).toEqual({ ok: false, message: 'giftUnknownItem' });
    expect(decideSend({ ...facts(), item: EFFECT, coin: 119 })).toEqual({ ok: false, message: 'giftNotEnoughGold' });
  });
});

describe('decideAcceptedRequest', () => {
  it('accepts for a giver who can pay for a giftable item, down to a zero balance', () => {
    expect(decideAcceptedRequest(EFFECT, 120)).toEqual({ ok: true });
  });

  it('refuses an item that can no longer be a gift before looking at the gold, then a giver short of gold', () => {
    expect(decideAcceptedRequest(undefined, 0)).toEqual({ ok: false, message: 'giftUnknownItem' });
    expect(decideAcceptedRequest(STYLE, 0)).toEqual({ ok: false, message: 'giftStyleItem' });
    expect(decideAcceptedRequest(EFFECT, 119)).toEqual({ ok: false, message: 'giftNotEnoughGold' });
  });
});

describe('decideAsk', () => {
  it('asks an eligible member for a giftable item whatever the asker holds', () => {
    expect(decideAsk({ ...facts(), item: EFFECT, alreadyAsked: false })).toEqual({ ok: true });
  });

  it('keeps the rules of send, and refuses asking twice while the first request is open', () => {
    expect(decideAsk({ ...facts({ partnerId: ME }), item: EFFECT, alreadyAsked: false })).toEqual({ ok: false, message: 'giftAskSelf' });
    expect(decideAsk({ ...facts({ partnerCountryId: 208 }), item: EFFECT, alreadyAsked: false })).toEqual({ ok: false, message: 'giftOtherCountry' });
    expect(decideAsk({ ...facts({ isFriend: false }), item: EFFECT, alreadyAsked: false })).toEqual({ ok: false, message: 'giftAskNotFriend' });
    expect(decideAsk({ ...facts(), item: STYLE, alreadyAsked: false })).toEqual({ ok: false, message: 'giftStyleItem' });
    expect(decideAsk({ ...facts(), item: EFFECT, alreadyAsked: true })).toEqual({ ok: false, message: 'giftRequestPending' });
  });
});

describe('decideReceive', () => {
  it("opens the member's own unopened gift only, once", () => {
    expect(decideReceive(gift({ id: 1 }), ME)).toEqual({ ok: true });
    expect(decideReceive(gift({ id: 1, openedAt: NOW - HOUR_MS }), ME)).toEqual({ ok: false, message: 'giftOpened' });
    expect(decideReceive(gift({ id: 1, receiverId: 3 }), ME)).toEqual({ ok: false, message: 'giftNotInBox' });
    // The sender cannot open what they sent.
    expect(decideReceive(gift({ id: 1, senderId: ME, receiverId: 2 }), ME)).toEqual({ ok: false, message: 'giftNotInBox' });
    expect(decideReceive(undefined, ME)).toEqual({ ok: false, message: 'giftNotInBox' });
  });
});

describe('decideHandle', () => {
  it('lets the member asked answer an open request, once', () => {
    expect(decideHandle(request({ id: 1 }), ME)).toEqual({ ok: true });
    expect(decideHandle(request({ id: 1, status: 'accepted', handledAt: NOW }), ME)).toEqual({ ok: false, message: 'giftRequestHandled' });
    expect(decideHandle(request({ id: 1, status: 'rejected', handledAt: NOW }), ME)).toEqual({ ok: false, message: 'giftRequestHandled' });
  });

  it('refuses the asker, and tells a member of neither side nothing', () => {
    expect(decideHandle(request({ id: 1, askerId: ME, giverId: 2 }), ME)).toEqual({ ok: false, message: 'giftRequestNotGiver' });
    expect(decideHandle(request({ id: 1, askerId: 2, giverId: 3 }), ME)).toEqual({ ok: false, message: 'giftRequestUnknown' });
    expect(decideHandle(undefined, ME)).toEqual({ ok: false, message: 'giftRequestUnknown' });
  });
});

describe('the box', () => {
  it("lists the member's unopened gifts newest first, never opened ones or others' gifts", () => {
    const older = gift({ id: 1, sentAt: NOW - 9 * DAY_MS });
    const newer = gift({ id: 2, sentAt: NOW - HOUR_MS });
    const sameTime = gift({ id: 3, sentAt: NOW - HOUR_MS });
    const opened = gift({ id: 4, openedAt: NOW });
    const others = gift({ id: 5, receiverId: 3 });
    const sent = gift({ id: 6, senderId: ME, receiverId: 2 });
    expect(unopenedGiftsOf([older, newer, sameTime, opened, others, sent], ME).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });

  it('lists open requests addressed to the member newest first, never handled ones or their own', () => {
    const requests = [
      request({ id: 1, askedAt: NOW - 2 * DAY_MS }),
      request({ id: 2, askedAt: NOW - HOUR_MS }),
      request({ id: 3, status: 'accepted', handledAt: NOW }),
      request({ id: 4, status: 'rejected', handledAt: NOW }),
      request({ id: 5, askerId: ME, giverId: 2 }),
    ];
    expect(openRequestsTo(requests, ME).map((entry) => entry.id)).toEqual([2, 1]);
    expect(hasOpenRequest(requests, 2, ME, 7)).toBe(true);
    expect(hasOpenRequest(requests, 2, ME, 8)).toBe(false);
    expect(hasOpenRequest([request({ id: 1, status: 'rejected' })], 2, ME, 7)).toBe(false);
  });
});

import { FriendStatus, STYLE_ITEM_TYPE } from '@/shared/api/wire';
import { relationshipBetween, type Relationship } from './friends';
import { allow, firstRefusal, refuse, type Decision } from './decision';

/**
 * Gift rules of api-reference section 4 ("Gifts go only to friends, or to players met in the
 * last 7 days, of the sender's country …", "Gift requests …"), as plain functions over gift and
 * request records, each answering a `Decision`; the handlers (handlers/gifts.ts) only read facts
 * from the db, ask these functions and write.
 */

export interface Gift {
  id: number;
  itemId: number;
  senderId: number;
  receiverId: number;
  sentAt: number;
  /** null while the gift waits unopened in the receiver's box. */
  openedAt: number | null;
}

export interface GiftRequest {
  id: number;
  itemId: number;
  /** Wants the item. */
  askerId: number;
  /** Was asked: pays and sends it, or turns the request down. */
  giverId: number;
  askedAt: number;
  status: 'open' | 'accepted' | 'rejected';
  handledAt: number | null;
}

/** What the rules read of a catalogue item. */
export interface GiftItem {
  type: number;
  price: number;
}

/** An accepted friendship between the two members (a pending or declined one does not count). */
export const areFriends = (relationships: readonly Relationship[], a: number, b: number): boolean =>
  relationshipBetween(relationships, a, b)?.status === FriendStatus.accepted;

/** What is known of the other member of a gift or a request, seen from `memberId`. */
export interface PartnerFacts {
  memberId: number;
  memberCountryId: number;
  partnerId: number;
  /** undefined: no member has `partnerId`. */
  partnerCountryId: number | undefined;
  /** An accepted friendship between the two. */
  isFriend: boolean;
  /** The partner played with the member (on one of the member's cards) in the last 7 days. */
  metLately: boolean;
}

/**
 * Who may exchange gifts: never oneself, an existing member of the member's own country, who is
 * a friend or a player met in the last 7 days. `role` only picks the wording (send or ask).
 */
export function decidePartner(role: 'send' | 'ask', facts: PartnerFacts): Decision {
  if (facts.partnerId === facts.memberId) return refuse(role === 'send' ? 'giftToSelf' : 'giftAskSelf');
  if (facts.partnerCountryId === undefined) return refuse('giftUnknownMember');
  if (facts.partnerCountryId !== facts.memberCountryId) return refuse('giftOtherCountry');
  if (!facts.isFriend && !facts.metLately) return refuse(role === 'send' ? 'giftRecipientNotFriend' : 'giftAskNotFriend');
  return allow;
}

/** An item can be a gift when it is in the catalogue and is not a Style item (type 1). */
export function decideGiftItem(item: GiftItem | undefined): Decision {
  if (!item) return refuse('giftUnknownItem');
  if (item.type === STYLE_ITEM_TYPE) return refuse('giftStyleItem');
  return allow;
}

/** The payer's balance covers the price: a balance never goes below zero. */
export const decidePayment = (coin: number, price: number): Decision => (coin >= price ? allow : refuse('giftNotEnoughGold'));

/**
 * itemgift/send: an eligible recipient (decidePartner), a giftable item (decideGiftItem), and
 * the sender's gold covers the price (the sender pays).
 */
export function decideSend(input: PartnerFacts & { item: GiftItem | undefined; coin: number }): Decision {
  return firstRefusal(
    () => decidePartner('send', input),
    () => decideGiftItem(input.item),
    () => decidePayment(input.coin, input.item!.price),
  );
}

/**
 * itemgift/ask. The reference only says "creates a request to that member"; a request the asked
 * member can accept must be one they could send as a gift, so it keeps the same rules as send,
 * seen from the asker: a member of the asker's country, a friend or a player the asker met in the
 * last 7 days, not oneself, never a Style item. The asker pays nothing, so their gold is not
 * checked (the giver's is, when they accept). One open request a pair and item: asking again
 * before the first one is answered is refused.
 */
export function decideAsk(input: PartnerFacts & { item: GiftItem | undefined; alreadyAsked: boolean }): Decision {
  return firstRefusal(
    () => decidePartner('ask', input),
    () => decideGiftItem(input.item),
    () => (input.alreadyAsked ? refuse('giftRequestPending') : allow),
  );
}

/**
 * itemgift/handleask accepted: accepting is sending, so the item must be giftable and the giver
 * (who pays) must have the gold. Checked after `decideHandle`.
 */
export function decideAcceptedRequest(item: GiftItem | undefined, giverCoin: number): Decision {
  return firstRefusal(
    () => decideGiftItem(item),
    () => decidePayment(giverCoin, item!.price),
  );
}

/**
 * itemgift/receive: only a gift in the member's own box, once. Another member's gift reads as not
 * in the box (the member learns nothing about it).
 */
export function decideReceive(gift: Gift | undefined, memberId: number): Decision {
  if (!gift || gift.receiverId !== memberId) return refuse('giftNotInBox');
  if (gift.openedAt !== null) return refuse('giftOpened');
  return allow;
}

/**
 * itemgift/handleask: only the member asked (the giver) answers, only an open request, once. The
 * asker gets "only the member asked"; a member who is neither side learns nothing (unknown).
 */
export function decideHandle(request: GiftRequest | undefined, memberId: number): Decision {
  if (!request || (request.giverId !== memberId && request.askerId !== memberId)) return refuse('giftRequestUnknown');
  if (request.giverId !== memberId) return refuse('giftRequestNotGiver');
  if (request.status !== 'open') return refuse('giftRequestHandled');
  return allow;
}

/** The member's box: unopened gifts sent to them, newest first (ties: the higher id first). */
export const unopenedGiftsOf = <G extends Gift>(gifts: readonly G[], memberId: number): G[] =>
  gifts.filter((gift) => gift.receiverId === memberId && gift.openedAt === null).sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);

/** Open requests addressed to the member (they are the giver), newest first (ties: the higher id first). */
export const openRequestsTo = <R extends GiftRequest>(requests: readonly R[], memberId: number): R[] =>
  requests.filter((request) => request.giverId === memberId && request.status === 'open').sort((a, b) => b.askedAt - a.askedAt || b.id - a.id);

/** An open request of `askerId` to `giverId` for `itemId` exists already. */
export const hasOpenRequest = (requests: readonly GiftRequest[], askerId: number, giverId: number, itemId: number): boolean =>
  requests.some((request) => request.askerId === askerId && request.giverId === giverId && request.itemId === itemId && request.status === 'open');

import { db } from '../db/collections';
import type { CardRecord, ItemRecord, MemberRecord, SessionRecord } from '../db/schemas';
import { metLately } from '../rules/friends';
import { isOwnAccount } from '../rules/member-cards';
import { groupBy, indexBy, memoOnSources } from '../rules/memo';
import { countryById } from './lookups';

/**
 * Member, card and item lookups of the member calls, rebuilt only when their records change
 * (rules/memo.ts): a friend list joins every row with a member and a main card.
 */

const membersById = memoOnSources(
  () => [db.members.all()],
  () => indexBy<MemberRecord, number>(db.members.all(), (member) => member.memberId),
);

export const memberById = (memberId: number): MemberRecord | undefined => membersById().get(memberId);

/**
 * The session's member when a call's `memberId` names them; undefined for anyone else's id, which
 * the calls refuse with 101 "Not your account" before reading or writing anything.
 */
export const ownMember = (session: SessionRecord | null, memberId: number): MemberRecord | undefined =>
  session && isOwnAccount(session.memberId, memberId) ? memberById(memberId) : undefined;

const cardsByMember = memoOnSources(
  () => [db.cards.all()],
  () => groupBy<CardRecord, number>(db.cards.all(), (card) => card.memberId),
);

/** The cards bound to a member, in collection order. */
export const cardsOf = (memberId: number): readonly CardRecord[] => cardsByMember().get(memberId) ?? [];

/** A member's main card: the one marked main, else the member's `mainCardId` if they still hold it. */
export function mainCardOf(member: Pick<MemberRecord, 'memberId' | 'mainCardId'>): CardRecord | undefined {
  const cards = cardsOf(member.memberId);
  return cards.find((card) => card.isMainCard) ?? cards.find((card) => card.cardId === member.mainCardId);
}

/** Rating, PPD and MPR of a member's main card, as friend rows show them; null without a card. */
export function mainCardFigures(member: MemberRecord): { rating: number | null; ppd: number | null; mpr: number | null } {
  const card = mainCardOf(member);
  return { rating: card?.rating ?? null, ppd: card?.ppd ?? null, mpr: card?.mpr ?? null };
}

/**
 * A partner's country on friend rows (friendList, warFriends), as countrylist spells it: an
 * addition to the api-reference, so the portal offers as gift partners only those the rule allows.
 * Nothing for a member of no listed country (the row then reads as the real API's).
 */
export function partnerCountryOf(member: MemberRecord): { countryCode?: string } {
  const country = countryById(member.countryId);
  return country ? { countryCode: country.countryCode } : {};
}

/** The UTC offset of the member's country: member calls write their dates in its local time. */
export const utcOffsetOf = (memberId: number): number => {
  const member = memberById(memberId);
  return (member && countryById(member.countryId)?.utcOffsetMinutes) ?? 0;
};

/** Who played with the member in the last 7 days, on any of the member's cards, and when last. */
export function playersMetLately(memberId: number, now: number): Map<number, number> {
  const cardIds = new Set(cardsOf(memberId).map((card) => card.cardId));
  const games = db.games.findMany((q) => q.where({ cardId: (cardId) => cardIds.has(cardId) }));
  return metLately(games, cardIds, memberId, now);
}

const itemsById = memoOnSources(
  () => [db.items.all()],
  () => indexBy<ItemRecord, number>(db.items.all(), (item) => item.id),
);

/** A catalogue item. */
export const itemById = (itemId: number): ItemRecord | undefined => itemsById().get(itemId);

import { db } from '../db/collections';
import type { CardRecord, MemberRecord } from '../db/schemas';
import { groupBy, indexBy, memoOnSources } from '../rules/memo';

/**
 * Member and card lookups of the friend and account calls, rebuilt only when their records change
 * (rules/memo.ts): a friend list joins every row with a member and a main card.
 */

const membersById = memoOnSources(
  () => [db.members.all()],
  () => indexBy<MemberRecord, number>(db.members.all(), (member) => member.memberId),
);

export const memberById = (memberId: number): MemberRecord | undefined => membersById().get(memberId);

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

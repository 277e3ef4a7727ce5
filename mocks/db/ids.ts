import { db } from './collections';
import { nextId } from './factories';

/*
 * Ids of new members and cards, for the handlers and provider states that create them. Records of
 * other collections take `nextRecordId(db.<collection>.all())` (db/factories.ts).
 */

/** A member id no member has. */
export const nextMemberId = (): number => nextId(db.members.all().map((member) => member.memberId));

/**
 * A card id no card has and no member names as their main card: a member's `mainCardId` may name a
 * card that has been replaced since, and a new card must never be mistaken for it.
 */
export const nextCardId = (): number =>
  nextId([...db.cards.all().map((card) => card.cardId), ...db.members.all().map((member) => member.mainCardId)]);

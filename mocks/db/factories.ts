import { winProbability } from '../rules/member-cards';
import type { CardRecord, MemberRecord } from './schemas';

/*
 * Record factories: every record the fake backend creates outside the seed's own generators
 * (registration, binding, provider states, tests) is made here, so a field added to a record
 * schema gets its default in one place instead of in every hand-written literal.
 */

/** What a new member must be given; the rest starts empty (no coins, no portrait, no home shop). */
export type NewMember = Omit<MemberRecord, 'coin' | 'portrait' | 'homeShopId'> & Partial<Pick<MemberRecord, 'coin' | 'portrait' | 'homeShopId'>>;

export const memberRecord = (member: NewMember): MemberRecord => ({ coin: 0, ...member });

/** Who a new card belongs to and when it was bound; everything else is what an unplayed card shows. */
export type NewCard = Pick<CardRecord, 'cardId' | 'memberId' | 'cardNo' | 'cardType' | 'isMainCard' | 'name' | 'countryCode' | 'boundAt'>;

/**
 * A card bound or registered just now, with no games yet: the lowest rating, no portrait, zero
 * figures, no league rating and the rule's win probability of no games.
 */
export const unplayedCard = (card: NewCard): CardRecord => ({
  ...card,
  portrait: '',
  rating: 1,
  ppd: 0,
  mpr: 0,
  countUpPoint: 0,
  win: 0,
  lose: 0,
  winContinued: 0,
  winProbability: winProbability(0, 0),
  leagueRating: null,
  ppr: null,
  games01: 0,
  wins01: 0,
  gamesCricket: 0,
  winsCricket: 0,
  countUpAverage: null,
  countUpMax: null,
});

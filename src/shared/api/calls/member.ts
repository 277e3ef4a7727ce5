import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int, integer } from './common';

/**
 * One card of the member card carousel (api-reference "MemberCard"). `winProbability` is the
 * share of games won, `win / (win + lose)`, between 0 and 1; `winContinued` the best streak.
 */
export const memberCardSchema = z.object({
  cardId: int(),
  cardNo: z.string(),
  name: z.string(),
  /** Image URL; the backend sends null or "" for a card without a portrait. */
  portrait: z.nullable(z.string()),
  countryCode: z.string(),
  rating: z.number(),
  ppd: z.number(),
  mpr: z.number(),
  countUpPoint: int(),
  win: int(),
  lose: int(),
  winContinued: int(),
  winProbability: z.number(),
});
export type MemberCard = z.output<typeof memberCardSchema>;

/** Every card bound to the member, main card first. Member call: token required (198 without). */
export const memberCardAll = defineCall({
  name: 'member.memberCardAll',
  path: '/rpi/websitsMember/memberCardALL',
  transport: 'form',
  access: 'member',
  request: z.object({
    /** Must be the token's member; the backend answers 101 otherwise. */
    memberId: integer().check(z.positive()),
  }),
  answer: z.array(memberCardSchema),
});

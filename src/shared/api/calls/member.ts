import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int, integer } from './common';

/**
 * One card of the member card carousel (api-reference "MemberCard"). `winProbability` is the
 * percentage of games won, 0-100 with at most two decimals (66.15), like every
 * `winProbability…` of the API: shown as given, never multiplied. `winContinued` the best streak.
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
  winProbability: z.number().check(z.minimum(0), z.maximum(100)),
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

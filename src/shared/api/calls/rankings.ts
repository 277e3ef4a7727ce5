import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int, integer } from './common';

/**
 * `gameType` of gameRanking (api-reference section 2): what a game ranking orders by.
 * 100 PPD of 01 games, 200 MPR of cricket, 300 best count-up, 400 rating, 500 rating gain.
 */
export const GameRankingType = { zeroOne: 100, cricket: 200, countUp: 300, rating: 400, ratingGain: 500 } as const;
export type GameRankingType = (typeof GameRankingType)[keyof typeof GameRankingType];
export const gameRankingTypes: readonly GameRankingType[] = [100, 200, 300, 400, 500];

/** `awardType` of award: the seven awards ranked by how often they were thrown in the month. */
export const AwardRankingType = {
  hatTrick: 0,
  lowTon: 1,
  nineMark: 2,
  threeInABed: 3,
  highTon: 4,
  ton80: 5,
  threeInTheBlack: 6,
} as const;
export type AwardRankingType = (typeof AwardRankingType)[keyof typeof AwardRankingType];
export const awardRankingTypes: readonly AwardRankingType[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * One ranked player. `awardAmount` is the score shown, for game rankings too (PPD, MPR, points,
 * rating or gain, so it may have decimals). The backend ranks the whole network (the request has
 * no countryId), so `countryCode` tells where the player comes from. A player without a home shop
 * or a portrait comes with null or empty values, which the portal shows without a link or picture.
 */
export const rankingRowSchema = z.object({
  memberName: z.string(),
  portrait: z.nullable(z.string()),
  homeShopId: z.nullable(int()),
  homeShopName: z.nullable(z.string()),
  awardAmount: z.number(),
  countryCode: z.string(),
});
export type RankingRow = z.output<typeof rankingRowSchema>;

/** Both months of one ranking, best first. */
export const rankingsSchema = z.object({
  thisMonth: z.array(rankingRowSchema),
  lastMonth: z.array(rankingRowSchema),
});
export type Rankings = z.output<typeof rankingsSchema>;

export const gameRanking = defineCall({
  name: 'rankings.gameRanking',
  path: '/rpi/webranking/gameRanking',
  transport: 'form',
  access: 'public',
  request: z.object({
    gameType: z.pipe(
      integer(),
      z.union([z.literal(100), z.literal(200), z.literal(300), z.literal(400), z.literal(500)]),
    ),
  }),
  answer: rankingsSchema,
});

export const awardRanking = defineCall({
  name: 'rankings.award',
  path: '/rpi/webranking/award',
  transport: 'form',
  access: 'public',
  request: z.object({
    awardType: z.pipe(
      integer(),
      z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
    ),
  }),
  answer: rankingsSchema,
});

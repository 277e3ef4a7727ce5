import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { int, integer, passwordHash } from './common';

/*
 * Member calls of api-reference section 2 ("Member"): cards and their statistics. Every one needs
 * the session token (198 without it). A `memberId` or `cardId` must be the token's member's: the
 * backend answers 101 ("not your account" / "not your card") otherwise and changes nothing.
 */

const memberId = () => integer().check(z.positive());
const cardId = () => integer().check(z.positive());

/** A percentage 0-100 with at most two decimals (66.15), like every `winProbability…` of the API. */
const percentage = () => z.number().check(z.minimum(0), z.maximum(100));

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
  winProbability: percentage(),
});
export type MemberCard = z.output<typeof memberCardSchema>;

/** Every card bound to the member, main card first. */
export const memberCardAll = defineCall({
  name: 'member.memberCardAll',
  path: '/rpi/websitsMember/memberCardALL',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId() }),
  answer: z.array(memberCardSchema),
});

/** One of the member's cards, as the carousel shows it. */
export const memberCard = defineCall({
  name: 'member.memberCard',
  path: '/rpi/websitsMember/memberCard',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId(), memberId: memberId() }),
  answer: memberCardSchema,
});

/** Today's game information of a card: Adarts rating, league rating (null before any league game) and the member's gold balance. */
export const gameInfoSchema = z.object({
  adartsRating: z.nullable(z.number()),
  leagueRating: z.nullable(z.number()),
  /** The member's gold coins (whole coins, never negative). */
  coin: int().check(z.nonnegative()),
});
export type GameInfo = z.output<typeof gameInfoSchema>;

export const gameInformation = defineCall({
  name: 'member.gameInformation',
  path: '/rpi/websitsMember/gameInformation',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId() }),
  answer: gameInfoSchema,
});

/** All-time figures of a card; any figure may be null (a card with no game of that kind): the UI shows a dash. */
export const gameDataSchema = z.object({
  portrait: z.nullable(z.string()),
  memberName: z.nullable(z.string()),
  cardNo: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  ppd: z.nullable(z.number()),
  ppr: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
  quantity01: z.nullable(int()),
  winProbability01: z.nullable(percentage()),
  quantityCricket: z.nullable(int()),
  winProbabilityCricket: z.nullable(percentage()),
  allQuantity: z.nullable(int()),
  allWinProbability: z.nullable(percentage()),
  countUpAverage: z.nullable(z.number()),
  countUpMax: z.nullable(int()),
});
export type GameData = z.output<typeof gameDataSchema>;

export const gameData = defineCall({
  name: 'member.gameData',
  path: '/rpi/websitsMember/gameData',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId() }),
  answer: gameDataSchema,
});

/** The award counters of a recent game and of the award record, in the answer's own spelling. */
const gameAwardCounts = {
  lowTon: int(),
  hatTrick: int(),
  threeInABed: int(),
  threeInABlack: int(),
  ton80: int(),
  highTon: int(),
  fiveMark: int(),
  sixMark: int(),
  sevenMark: int(),
  eightMark: int(),
  nineMark: int(),
};
export type GameAwardName = keyof typeof gameAwardCounts;
export const GAME_AWARD_NAMES = Object.keys(gameAwardCounts) as GameAwardName[];
/** A game's award counters with nothing hit: the base of games made outside a real answer. */
export const noGameAwards = (): Record<GameAwardName, number> =>
  Object.fromEntries(GAME_AWARD_NAMES.map((name) => [name, 0])) as Record<GameAwardName, number>;

export const teammateSchema = z.object({ memberName: z.string(), rating: z.nullable(z.number()), mpr: z.nullable(z.number()) });
export type Teammate = z.output<typeof teammateSchema>;

/**
 * One of the last 30 games of a card (api-reference "RecentGame"). `gameName` is the game mode
 * code (section 3); `genericType` says which figure the game is shown with: 100 PPD, 200 MPR,
 * 300 PPD from the result. `result` is truthy for a win (1 or true; 0 or false a loss).
 */
export const recentGameSchema = z.object({
  /** Epoch milliseconds. */
  dateTime: int(),
  gameName: int(),
  genericType: int(),
  ppd: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
  result: z.union([int(), z.boolean()]),
  portrait: z.nullable(z.string()),
  userName: z.string(),
  rating: z.nullable(z.number()),
  shopName: z.nullable(z.string()),
  ...gameAwardCounts,
  teammateList: z.array(teammateSchema),
});
export type RecentGame = z.output<typeof recentGameSchema>;

/** At most 30 games, newest first. */
export const MAX_RECENT_GAMES = 30;

export const latelyAchievement = defineCall({
  name: 'member.latelyAchievement',
  path: '/rpi/websitsMember/latelyAchievement',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId() }),
  answer: z.array(recentGameSchema).check(z.maxLength(MAX_RECENT_GAMES)),
});

/** Awards of the award record, in the answer's spelling (`threeInAbed` here, `threeInABed` in a game). */
export const AWARD_RECORD_NAMES = [
  'lowTon',
  'hatTrick',
  'nineMark',
  'eightMark',
  'sevenMark',
  'sixMark',
  'fiveMark',
  'threeInAbed',
  'highTon',
  'ton80',
  'whiteHorse',
  'threeInABlack',
] as const;
export type AwardRecordName = (typeof AWARD_RECORD_NAMES)[number];

/** `{lowTonMonth, lowTonTotal, …}`: this month's count and the all-time total of each award; a total is at least the month's. */
export const awardRecordSchema = z.object(
  Object.fromEntries(AWARD_RECORD_NAMES.flatMap((award) => [`${award}Month`, `${award}Total`]).map((key) => [key, int()])) as Record<
    `${AwardRecordName}${'Month' | 'Total'}`,
    ReturnType<typeof int>
  >,
);
export type AwardRecord = z.output<typeof awardRecordSchema>;

export const awardRecord = defineCall({
  name: 'member.awardRecord',
  path: '/rpi/websitsMember/awardRecord',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId() }),
  answer: awardRecordSchema,
});

/** At most 3 cards per member (spec section 9). */
export const MAX_CARDS = 3;

/** `cardType` 1 is a network card (network logo), anything else a league card. */
export const NETWORK_CARD_TYPE = 1;

export const cardSummarySchema = z.object({
  cardId: int(),
  cardNo: z.string(),
  cardType: int(),
  isMainCard: z.boolean(),
  name: z.string(),
  rating: z.nullable(z.number()),
  ppd: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
});
export type CardSummary = z.output<typeof cardSummarySchema>;

/** The member's cards for the card settings, main card first. */
export const cardList = defineCall({
  name: 'member.cardList',
  path: '/rpi/websitsMember/cardList',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId() }),
  answer: z.array(cardSummarySchema),
});

/** A card number as typed: its format (16 digits) is a rule the backend answers with 101, not a malformed request. */
const cardNumber = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** Binds a free card to the member (at most 3; not an unknown card, not one bound to anyone). */
export const cardBundling = defineCall({
  name: 'member.cardBundling',
  path: '/rpi/websitsMember/cardBundling',
  transport: 'form',
  access: 'member',
  request: z.object({ cardNo: cardNumber(), memberId: memberId() }),
  answer: z.null(),
});

/** Unbinds one of the member's cards; never the main card. */
export const cardUnbundling = defineCall({
  name: 'member.cardUnbundling',
  path: '/rpi/websitsMember/cardUnbundling',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId() }),
  answer: z.null(),
});

/** Makes one of the member's cards the main card. */
export const masterCard = defineCall({
  name: 'member.masterCard',
  path: '/rpi/websitsMember/masterCard',
  transport: 'form',
  access: 'member',
  request: z.object({ cardId: cardId(), memberId: memberId() }),
  answer: z.null(),
});

/**
 * Replaces an own card by a new one (a free card number) with the member's password: the old card
 * is retired for good and its statistics, games and awards move to the new card.
 */
export const copyCard = defineCall({
  name: 'member.copyCard',
  path: '/rpi/websitsMember/copyCard',
  transport: 'form',
  access: 'member',
  request: z.object({ cardNoOld: cardNumber(), cardNoNew: cardNumber(), password: passwordHash() }),
  answer: z.null(),
});

import * as z from 'zod/mini';
import { countrySchema, newsSummarySchema } from '@/shared/api/wire';
import { memberCardSchema } from '@/shared/api/wire';
import { LANGUAGES } from '../rules/messages';

/**
 * Record schemas of the fake database. Records extend the answer schemas of shared/api where
 * there is one, so whatever a handler picks from a record already has the wire shape.
 */

const id = () => z.number().check(z.int(), z.positive());
const epochMs = () => z.number().check(z.int(), z.nonnegative());
/** "YYYY-MM-DD HH:mm:ss", the backend's date text; text order is time order. */
export const backendDateTime = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

export const countryCodeSchema = z.enum(['CN', 'HK', 'EN', 'JP']);
export type CountryCode = z.output<typeof countryCodeSchema>;

/** `languageId` of api-reference section 3: "1" zh-CN, "2" zh-TW, "3" en, "4" ja. */
const languageIdSchema = z.enum(['1', '2', '3', '4']);

export const countryRecordSchema = z.object({
  ...countrySchema.shape,
  countryCode: countryCodeSchema,
  /** The language of the country's content (news, shops). */
  language: z.enum(LANGUAGES),
  languageId: languageIdSchema,
  /** Fixed UTC offset the country's dates are written in (no daylight saving in the fake). */
  utcOffsetMinutes: z.number().check(z.int()),
});
export type CountryRecord = z.output<typeof countryRecordSchema>;

export const memberRecordSchema = z.object({
  memberId: id(),
  /** Login name, unique. */
  account: z.string().check(z.minLength(1)),
  /** MD5(password + "kitekey"), uppercase hex: the only form a password is ever kept in. */
  passwordHash: z.string().check(z.regex(/^[0-9A-F]{32}$/)),
  nickname: z.string().check(z.minLength(1)),
  mainCardId: id(),
  countryId: id(),
  languageId: languageIdSchema,
  /** 1 male, 0 female. */
  gender: z.union([z.literal(0), z.literal(1)]),
  birth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  email: z.string(),
  /** "+86-13800000000"; empty when the member registered with an email. */
  phone: z.string(),
  createdAt: epochMs(),
  /** Home shop (a shop of the member's country); absent while the member has none. */
  homeShopId: z.optional(id()),
  /** Portrait image URL; absent for a member who never uploaded one. */
  portrait: z.optional(z.string()),
  /** Gold coins (gameInformation `coin`, the item shop's money): whole coins, never negative. */
  coin: z.number().check(z.int(), z.nonnegative()),
});
export type MemberRecord = z.output<typeof memberRecordSchema>;

/** A venue with machines (api-reference "Shop", with the detail fields). `createdAt` orders "newest". */
export const shopRecordSchema = z.object({
  shopId: id(),
  countryId: id(),
  countryCode: countryCodeSchema,
  countryName: z.string(),
  shopName: z.string().check(z.minLength(1)),
  shopAddress: z.string(),
  /** A local image URL; the broken-media scenario points some at a missing file, so the portal's fallback image shows. */
  shopImg: z.string(),
  shopPhone: z.string(),
  shopInfo: z.string(),
  type: z.string(),
  openingTime: z.string(),
  restDay: z.string(),
  trafficInfo: z.string(),
  budget: z.string(),
  theme: z.string(),
  service: z.string(),
  url: z.string(),
  machineList: z.array(z.object({ machineType: z.enum(['A1', 'W1']), machineNum: z.number().check(z.int(), z.positive()) })),
  createdAt: epochMs(),
});
export type ShopRecord = z.output<typeof shopRecordSchema>;

export { sessionRecordSchema, type SessionRecord } from './session-store';

export const loginFailureRecordSchema = z.object({
  account: z.string().check(z.minLength(1)),
  at: epochMs(),
});
export type LoginFailureRecord = z.output<typeof loginFailureRecordSchema>;

/** 3 activity, 4 competition, 6 information (api-reference section 2). */
export const newsTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(6)]);
export type NewsType = z.output<typeof newsTypeSchema>;

/** A list item's `category` is not stored: it repeats `type`, and the handler writes it from there. */
const { category: _category, ...newsSummaryShape } = newsSummarySchema.shape;

export const newsRecordSchema = z.object({
  ...newsSummaryShape,
  id: id(),
  countryId: id(),
  type: newsTypeSchema,
  date: backendDateTime(),
  visitCount: z.number().check(z.int(), z.nonnegative()),
  /** Operator-written HTML; the portal sanitises it before rendering. */
  contents: z.string(),
});
export type NewsRecord = z.output<typeof newsRecordSchema>;

/**
 * A player card bound to a member (api-reference "MemberCard" plus ownership). Figures are
 * consistent: `winProbability` is the percentage `win / (win + lose) * 100` to two decimals
 * (mocks/rules/member-cards.ts), `winContinued` at most `win`.
 */
export const cardRecordSchema = z.object({
  ...memberCardSchema.shape,
  cardId: id(),
  memberId: id(),
  /** 1 network card, anything else a league card (api-reference section 3). */
  cardType: z.number().check(z.int()),
  isMainCard: z.boolean(),
  portrait: z.string(),
  rating: z.number().check(z.minimum(1), z.maximum(30)),
  win: z.number().check(z.int(), z.nonnegative()),
  lose: z.number().check(z.int(), z.nonnegative()),
  winContinued: z.number().check(z.int(), z.nonnegative()),
  winProbability: z.number().check(z.minimum(0), z.maximum(100)),
  /** When the card was bound to its member: binding order after the main card. */
  boundAt: epochMs(),
  /** gameInformation: null before the card's first league game. */
  leagueRating: z.nullable(z.number()),
  /** gameData figures; null (a dash) for a card with no game of that kind. */
  ppr: z.nullable(z.number().check(z.nonnegative())),
  games01: z.number().check(z.int(), z.nonnegative()),
  wins01: z.number().check(z.int(), z.nonnegative()),
  gamesCricket: z.number().check(z.int(), z.nonnegative()),
  winsCricket: z.number().check(z.int(), z.nonnegative()),
  countUpAverage: z.nullable(z.number().check(z.nonnegative())),
  countUpMax: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type CardRecord = z.output<typeof cardRecordSchema>;

/**
 * A card the network issued that no member holds: `free` can be bound (cardBundling) or take
 * over a card (copyCard); `retired` was replaced by copyCard and can never be used again.
 */
export const looseCardRecordSchema = z.object({
  cardNo: z.string().check(z.regex(/^\d{16}$/)),
  cardType: z.number().check(z.int()),
  status: z.enum(['free', 'retired']),
});
export type LooseCardRecord = z.output<typeof looseCardRecordSchema>;

const awardCount = () => z.number().check(z.int(), z.nonnegative());

/** A player of a game besides the card's holder, as the game's teammate table shows them then. */
export const gameTeammateSchema = z.object({
  memberId: id(),
  memberName: z.string(),
  rating: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
});

/**
 * One game played on a card (api-reference "RecentGame"): the last 30 are answered by
 * latelyAchievement, newest first. The holder's portrait, name and rating are the card's, joined
 * when answered. `playedWith` are the other players (opponents and teammates): who the card's
 * holder "met", for warFriends and gifts.
 */
export const gameRecordSchema = z.object({
  id: id(),
  cardId: id(),
  dateTime: epochMs(),
  gameName: z.number().check(z.int(), z.nonnegative()),
  /** 100 PPD, 200 MPR, 300 PPD from the result. */
  genericType: z.union([z.literal(100), z.literal(200), z.literal(300)]),
  ppd: z.nullable(z.number().check(z.nonnegative())),
  mpr: z.nullable(z.number().check(z.nonnegative())),
  /** 1 win, 0 loss. */
  result: z.union([z.literal(0), z.literal(1)]),
  /** The rating of the holder after this game. */
  rating: z.number().check(z.minimum(1), z.maximum(30)),
  shopId: id(),
  lowTon: awardCount(),
  hatTrick: awardCount(),
  threeInABed: awardCount(),
  threeInABlack: awardCount(),
  ton80: awardCount(),
  highTon: awardCount(),
  fiveMark: awardCount(),
  sixMark: awardCount(),
  sevenMark: awardCount(),
  eightMark: awardCount(),
  nineMark: awardCount(),
  teammates: z.array(gameTeammateSchema),
  playedWith: z.array(id()),
});
export type GameRecord = z.output<typeof gameRecordSchema>;

const awardCounts = () =>
  z.object({
    lowTon: awardCount(),
    hatTrick: awardCount(),
    nineMark: awardCount(),
    eightMark: awardCount(),
    sevenMark: awardCount(),
    sixMark: awardCount(),
    fiveMark: awardCount(),
    threeInAbed: awardCount(),
    highTon: awardCount(),
    ton80: awardCount(),
    whiteHorse: awardCount(),
    threeInABlack: awardCount(),
  });

/**
 * The award record of a card (awardRecord): the counts of `month` ("YYYY-MM", UTC) and of all
 * time. Every total is at least the month's; a month other than the current one reads as 0.
 */
export const cardAwardRecordSchema = z.object({
  cardId: id(),
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  monthCounts: awardCounts(),
  totalCounts: awardCounts(),
});
export type CardAwardRecord = z.output<typeof cardAwardRecordSchema>;

/**
 * A friend relationship between two members, one record a pair: `requesterId` asked,
 * `recipientId` answers (status 0 pending, 1 accepted, 2 declined). Each side stars the other on
 * its own (`requesterStar`: the requester's close-friend mark on the recipient, and back).
 */
export const friendshipRecordSchema = z.object({
  id: id(),
  requesterId: id(),
  recipientId: id(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  requesterStar: z.union([z.literal(0), z.literal(1)]),
  recipientStar: z.union([z.literal(0), z.literal(1)]),
  createdAt: epochMs(),
  answeredAt: z.nullable(epochMs()),
});
export type FriendshipRecord = z.output<typeof friendshipRecordSchema>;

/** A member's award messages (setUpAwardMessage), normalised to the wire JSON string of all eight keys. */
export const awardMessageRecordSchema = z.object({
  memberId: id(),
  message: z.string(),
});
export type AwardMessageRecord = z.output<typeof awardMessageRecordSchema>;

/** An uploaded image (uploadAbsolutelyPictures): served at its URL by the fake backend itself. */
export const uploadRecordSchema = z.object({
  /** Random, unguessable: the file name of its URL. */
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  memberId: id(),
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  /** The image's bytes, base64. */
  data: z.string(),
  createdAt: epochMs(),
});
export type UploadRecord = z.output<typeof uploadRecordSchema>;

/**
 * What the fake backend "sent" by email or SMS (registration and recovery): verification codes
 * and the account name of forgetAccount. Shown to developers (console, `GET /__mock/outbox`),
 * never to the page. A code is used up when `usedAt` is set or `wrongTries` reaches the limit.
 */
export const outboxRecordSchema = z.object({
  id: id(),
  channel: z.enum(['email', 'sms']),
  /** Canonical address: lower-case email or "+86-1XXXXXXXXXX". */
  to: z.string().check(z.minLength(1)),
  kind: z.enum(['code', 'account']),
  /** The 6-digit code of a `code` message, '' otherwise. */
  code: z.string().check(z.regex(/^(\d{6})?$/)),
  /** The account name of an `account` message, '' otherwise. */
  account: z.string(),
  /** The message as the member would read it, in the request's language. */
  text: z.string(),
  sentAt: epochMs(),
  usedAt: z.nullable(epochMs()),
  /** Wrong codes typed against this code so far: at the limit, the code is used up. */
  wrongTries: z.number().check(z.int(), z.nonnegative()),
});
export type OutboxRecord = z.output<typeof outboxRecordSchema>;

/**
 * One member's figures of one calendar month (UTC, "YYYY-MM"): what the monthly rankings are
 * computed from (mocks/rules/rankings.ts). `ratingGain` is this month's rating minus last month's.
 */
export const memberMonthRecordSchema = z.object({
  memberId: id(),
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  games01: z.number().check(z.int(), z.nonnegative()),
  gamesCricket: z.number().check(z.int(), z.nonnegative()),
  ppd: z.number().check(z.nonnegative()),
  mpr: z.number().check(z.nonnegative()),
  countUpBest: z.number().check(z.int(), z.nonnegative()),
  rating: z.number().check(z.minimum(1), z.maximum(30)),
  ratingGain: z.number(),
  hatTrick: z.number().check(z.int(), z.nonnegative()),
  lowTon: z.number().check(z.int(), z.nonnegative()),
  nineMark: z.number().check(z.int(), z.nonnegative()),
  threeInAbed: z.number().check(z.int(), z.nonnegative()),
  highTon: z.number().check(z.int(), z.nonnegative()),
  ton80: z.number().check(z.int(), z.nonnegative()),
  threeInABlack: z.number().check(z.int(), z.nonnegative()),
});
export type MemberMonthRecord = z.output<typeof memberMonthRecordSchema>;

/** A banner of a country: `type` 0 home, 1 darts page, 2 item shop; `status` 1 published, 0 hidden. */
export const bannerRecordSchema = z.object({
  id: id(),
  countryId: id(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  status: z.union([z.literal(0), z.literal(1)]),
  /** Display order within its place, ascending. */
  sort: z.number().check(z.int()),
  image: z.string(),
  link: z.string(),
});
export type BannerRecord = z.output<typeof bannerRecordSchema>;

/** A darts column: `type` 1 technique, 2 equipment, 3 etiquette, 4 interview; `cdateInt` yyyymmdd. */
export const columnRecordSchema = z.object({
  id: id(),
  countryId: id(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  title: z.string().check(z.minLength(1)),
  thumbnail: z.string(),
  cdateInt: z.number().check(z.int(), z.minimum(19000101), z.maximum(99991231)),
  visitCount: z.number().check(z.int(), z.nonnegative()),
  /** Operator-written HTML; the portal sanitises it before rendering. */
  contents: z.string(),
});
export type ColumnRecord = z.output<typeof columnRecordSchema>;

/**
 * A professional player (api-reference "Player"). `picture`, `dartImg`, `goods` and
 * `achievement` are JSON text, as the backend stores them; one seeded field is malformed on purpose.
 */
export const playerRecordSchema = z.object({
  id: id(),
  countryId: id(),
  /** Display order in the grid, ascending. */
  sort: z.number().check(z.int()),
  name: z.string().check(z.minLength(1)),
  picture: z.nullable(z.string()),
  dartImg: z.nullable(z.string()),
  dartTip: z.nullable(z.string()),
  dartBarrel: z.nullable(z.string()),
  dartShaft: z.nullable(z.string()),
  dartFlight: z.nullable(z.string()),
  achievement: z.nullable(z.string()),
  goods: z.nullable(z.string()),
  videoUrl: z.nullable(z.string()),
  facebookLink: z.nullable(z.string()),
  twitterLink: z.nullable(z.string()),
  otherLink: z.nullable(z.string()),
});
export type PlayerRecord = z.output<typeof playerRecordSchema>;

/**
 * An activity (type 1) or match (type 0) of api-reference section 2, with the detail fields.
 * `state` is not stored: the handler computes it from the dates. Host shops are kept by id and
 * joined with the shops collection when answered.
 */
export const activityRecordSchema = z.object({
  id: id(),
  countryId: id(),
  type: z.union([z.literal(0), z.literal(1)]),
  title: z.string().check(z.minLength(1)),
  /** "YYYY-MM-DD HH:mm:ss" in the country's time; the end is the last second of the last day. */
  startDate: backendDateTime(),
  endDate: backendDateTime(),
  thumbnail: z.string(),
  /** Comma-separated picture URLs. */
  picture: z.string(),
  shopIds: z.array(id()),
  machineType: z.string(),
  content: z.string(),
  joinMethod: z.string(),
  cost: z.string(),
  reward: z.string(),
  contact: z.string(),
  other: z.string(),
});
export type ActivityRecord = z.output<typeof activityRecordSchema>;

/*
 * Item shop. An item of the catalogue; what a member owns (one record per member and item: a
 * renewal extends it); the 14 slots and the template in use; templates; gifts and gift requests.
 */

/** A catalogue item. `sold` orders the ranking; `recommended` and `addedAt` the other home lists. */
export const itemRecordSchema = z.object({
  id: id(),
  title: z.string().check(z.minLength(1)),
  type: z.number().check(z.int()),
  price: z.number().check(z.int(), z.positive()),
  /** Comma-separated media URLs (the first one's extension says image, video or audio). */
  previewImg: z.string(),
  url: z.string(),
  validDays: z.number().check(z.int(), z.positive()),
  recommended: z.boolean(),
  addedAt: epochMs(),
  sold: z.number().check(z.int(), z.nonnegative()),
});
export type ItemRecord = z.output<typeof itemRecordSchema>;

/** An item a member owns until `expiresAt` (bought, renewed or received). */
export const ownedItemRecordSchema = z.object({
  id: id(),
  memberId: id(),
  itemId: id(),
  boughtAt: epochMs(),
  expiresAt: epochMs(),
});
export type OwnedItemRecord = z.output<typeof ownedItemRecordSchema>;

/** A member's slots: 14 item ids in template order (0 empty) and the template applied last (-1 none). */
export const itemSettingRecordSchema = z.object({
  memberId: id(),
  slots: z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(14)),
  templateId: z.number().check(z.int()),
});
export type ItemSettingRecord = z.output<typeof itemSettingRecordSchema>;

export const itemTemplateRecordSchema = z.object({
  id: id(),
  memberId: id(),
  name: z.string().check(z.minLength(1), z.maxLength(20)),
  itemIds: z.array(z.number().check(z.int(), z.nonnegative())).check(z.length(14)),
  createdAt: epochMs(),
});
export type ItemTemplateRecord = z.output<typeof itemTemplateRecordSchema>;

/** A gift: paid by the sender, unopened until `openedAt`. */
export const giftRecordSchema = z.object({
  id: id(),
  itemId: id(),
  senderId: id(),
  receiverId: id(),
  sentAt: epochMs(),
  openedAt: z.nullable(epochMs()),
});
export type GiftRecord = z.output<typeof giftRecordSchema>;

/** A request to `giverId` to give `askerId` an item: open until handled once (accepted or rejected). */
export const giftRequestRecordSchema = z.object({
  id: id(),
  itemId: id(),
  askerId: id(),
  giverId: id(),
  askedAt: epochMs(),
  status: z.enum(['open', 'accepted', 'rejected']),
  handledAt: z.nullable(epochMs()),
});
export type GiftRequestRecord = z.output<typeof giftRequestRecordSchema>;

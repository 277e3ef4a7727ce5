import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { backendDate, int, integer, pageNumParams, pagedByNum, searchText } from './common';

/*
 * Friend calls of api-reference section 2 ("Friends"). Token required (198 without it); a
 * `memberId` that is not the token's member gets 101.
 */

const memberId = () => integer().check(z.positive());

/**
 * A partner's country on friendList and warFriends rows: an addition of the fake backend that the
 * api-reference does not list (gifts stay within the country, and no listed call tells a partner's
 * country). Optional: the real API does not send it, and its rows must still parse.
 */
const partnerCountryCode = () => z.optional(z.string());

/** `type` of friendList: 0 all, 1 friends (not starred), 2 close friends (starred). */
export const FriendType = { all: 0, friend: 1, closeFriend: 2 } as const;
export type FriendType = (typeof FriendType)[keyof typeof FriendType];

/** `status` of a relationship: 0 a pending request, 1 accepted, 2 declined (never listed). */
export const FriendStatus = { pending: 0, accepted: 1, declined: 2 } as const;

/** Friend list page size (spec section 9). */
export const FRIENDS_PAGE_SIZE = 10;

export const friendRowSchema = z.object({
  friendId: int(),
  memberRelationshipId: int(),
  friendName: z.string(),
  friendPortrait: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  ppd: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
  /** 1 a close friend of the viewer, 0 not. */
  star: int(),
  /** The friend's country, as countrylist spells it ("CN"): see partnerCountryCode. */
  countryCode: partnerCountryCode(),
});
export type FriendRow = z.output<typeof friendRowSchema>;

/**
 * `status` 1: the member's accepted friends, filtered by `type`; `status` 0: requests sent to the
 * member that wait for an answer. Declined relationships never show.
 */
export const friendList = defineCall({
  name: 'friend.friendList',
  path: '/rpi/friend/friendList',
  transport: 'form',
  access: 'member',
  request: z.object({
    type: z._default(z.pipe(integer(), z.union([z.literal(0), z.literal(1), z.literal(2)])), 0),
    status: z.pipe(integer(), z.union([z.literal(0), z.literal(1)])),
    memberId: memberId(),
    friendName: searchText(),
    ...pageNumParams,
  }),
  answer: pagedByNum(friendRowSchema),
});

export const metPlayerSchema = z.object({
  friendId: int(),
  friendName: z.string(),
  portrait: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  ppd: z.nullable(z.number()),
  mpr: z.nullable(z.number()),
  /** When the member last played with them: the backend's date text or epoch milliseconds. */
  playDate: backendDate,
  /** The player's country, as countrylist spells it ("CN"): see partnerCountryCode. */
  countryCode: partnerCountryCode(),
});
export type MetPlayer = z.output<typeof metPlayerSchema>;

/** Players met in the last 7 days who are not friends yet and have no request waiting either way. */
export const NEW_FRIEND_DAYS = 7;

export const warFriends = defineCall({
  name: 'friend.warFriends',
  path: '/rpi/friend/warFriends',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId(), friendName: searchText() }),
  answer: z.array(metPlayerSchema),
});

/** Sends a friend request (pending): not to oneself, not twice, only to a player met in the last 7 days. */
export const addFriend = defineCall({
  name: 'friend.addFriend',
  path: '/rpi/friend/addFriend',
  transport: 'form',
  access: 'member',
  request: z.object({ memberId: memberId(), friendId: integer().check(z.positive()) }),
  answer: z.null(),
});

/** The recipient answers a pending request: 1 agree, 2 decline. */
export const agreeFriend = defineCall({
  name: 'friend.agreeFriend',
  path: '/rpi/friend/agreeFriend',
  transport: 'form',
  access: 'member',
  request: z.object({
    memberRelationshipId: integer().check(z.positive()),
    status: z.pipe(integer(), z.union([z.literal(1), z.literal(2)])),
  }),
  answer: z.null(),
});

/** Marks an accepted friend as a close friend (1) or not (0), for the viewer only. */
export const starFriend = defineCall({
  name: 'friend.starFriend',
  path: '/rpi/friend/starFriend',
  transport: 'form',
  access: 'member',
  request: z.object({
    memberRelationshipId: integer().check(z.positive()),
    star: z.pipe(integer(), z.union([z.literal(0), z.literal(1)])),
  }),
  answer: z.null(),
});

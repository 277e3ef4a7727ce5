import { addFriend, agreeFriend, friendList, FriendStatus, starFriend, warFriends, type FriendRow, type MetPlayer } from '@/shared/api/wire';
import { writeAtomically } from '../db/atomic';
import { db } from '../db/collections';
import { formatBackendDateTime } from '../db/dates';
import { friendshipRecord, nextRecordId } from '../db/factories';
import type { FriendshipRecord } from '../db/schemas';
import {
  decideAnswer,
  decideFriendRequest,
  decideStar,
  friendCandidates,
  friendListOf,
  matchesName,
  otherSideOf,
  relationshipBetween,
  starOf,
} from '../rules/friends';
import { pageByNum } from '../rules/paging';
import { callHandler } from './call-handler';
import { ok, refused, rejected } from './envelope';
import { mainCardFigures, memberById, ownMember, partnerCountryOf, playersMetLately, utcOffsetOf } from './member-lookups';

/*
 * Friend calls (api-reference section 2 "Friends", rules of section 4 in rules/friends.ts). The
 * member is the token's; `callHandler` answers 198 without one. Rows join the other member's
 * current nickname, portrait and main card, so a changed nickname or portrait shows at once, and
 * their country (`countryCode`, an addition to the reference: see partnerCountryOf).
 */

const nicknameOf = (memberId: number) => memberById(memberId)?.nickname;

function friendRow(relationship: FriendshipRecord, viewerId: number): FriendRow | [] {
  const friendId = otherSideOf(relationship, viewerId);
  const friend = memberById(friendId);
  if (!friend) return [];
  return {
    friendId,
    memberRelationshipId: relationship.id,
    friendName: friend.nickname,
    friendPortrait: friend.portrait ?? null,
    ...mainCardFigures(friend),
    star: starOf(relationship, viewerId),
    ...partnerCountryOf(friend),
  };
}

const friendshipById = (id: number) => db.friendships.findFirst((q) => q.where({ id }));

export const friendsHandlers = [
  callHandler(friendList, ({ params, session }) => {
    const viewerId = ownMember(session, params.memberId)?.memberId;
    if (viewerId === undefined) return rejected('notYourAccount');
    const relationships = friendListOf(db.friendships.all(), viewerId, params, nicknameOf);
    const page = pageByNum(relationships, params);
    return ok({ list: page.list.flatMap((relationship) => friendRow(relationship, viewerId)), total: page.total });
  }),

  callHandler(warFriends, ({ params, session, now }) => {
    const viewerId = ownMember(session, params.memberId)?.memberId;
    if (viewerId === undefined) return rejected('notYourAccount');
    const utcOffset = utcOffsetOf(viewerId);
    const candidates = friendCandidates(playersMetLately(viewerId, now), db.friendships.all(), viewerId);
    return ok(
      candidates.flatMap(({ memberId, lastPlayedAt }): MetPlayer[] => {
        const player = memberById(memberId);
        if (!player || !matchesName(player.nickname, params.friendName)) return [];
        return [
          {
            friendId: memberId,
            friendName: player.nickname,
            portrait: player.portrait ?? null,
            ...mainCardFigures(player),
            playDate: formatBackendDateTime(lastPlayedAt, utcOffset),
            ...partnerCountryOf(player),
          },
        ];
      }),
    );
  }),

  callHandler(addFriend, ({ params, session, now }) => {
    const requesterId = ownMember(session, params.memberId)?.memberId;
    if (requesterId === undefined) return rejected('notYourAccount');
    // One at a time: two requests between the same pair (either way) cannot both pass "not twice".
    return writeAtomically(['friendships'], async () => {
      const existing = relationshipBetween(db.friendships.all(), requesterId, params.friendId);
      const decision = decideFriendRequest({
        memberId: requesterId,
        friendId: params.friendId,
        friendExists: memberById(params.friendId) !== undefined,
        existing,
        metLately: playersMetLately(requesterId, now).has(params.friendId),
      });
      if (!decision.ok) return refused(decision);
      if (existing) {
        // A declined pair is asked again on its one record: a fresh request from this member.
        await db.friendships.update((q) => q.where({ id: existing.id }), {
          data(relationship) {
            Object.assign(relationship, friendshipRecord({ id: existing.id, requesterId, recipientId: params.friendId, createdAt: now }));
          },
        });
      } else {
        await db.friendships.create(friendshipRecord({ id: nextRecordId(db.friendships.all()), requesterId, recipientId: params.friendId, createdAt: now }));
      }
      return ok(null);
    });
  }),

  callHandler(agreeFriend, ({ params, session, now }) =>
    writeAtomically(['friendships'], async () => {
      const relationship = friendshipById(params.memberRelationshipId);
      const decision = decideAnswer(relationship, session!.memberId);
      if (!decision.ok) return refused(decision);
      await db.friendships.update((q) => q.where({ id: params.memberRelationshipId }), {
        data(record) {
          record.status = params.status === 1 ? FriendStatus.accepted : FriendStatus.declined;
          record.answeredAt = now;
        },
      });
      return ok(null);
    }),
  ),

  callHandler(starFriend, ({ params, session }) =>
    writeAtomically(['friendships'], async () => {
      const memberId = session!.memberId;
      const relationship = friendshipById(params.memberRelationshipId);
      const decision = decideStar(relationship, memberId);
      if (!decision.ok) return refused(decision);
      await db.friendships.update((q) => q.where({ id: params.memberRelationshipId }), {
        data(record) {
          if (record.requesterId === memberId) record.requesterStar = params.star;
          else record.recipientStar = params.star;
        },
      });
      return ok(null);
    }),
  ),
];

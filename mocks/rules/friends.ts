import { FriendStatus, NEW_FRIEND_DAYS } from '@/shared/api/wire';
import { DAY_MS } from './clock';
import { allow, refuse, type Decision } from './decision';

/**
 * Friend rules of api-reference section 4 ("Friends") and the lists of section 2, as plain
 * functions over relationship records (one record a pair of members: `requesterId` asked,
 * `recipientId` answers; each side keeps its own close-friend star).
 */

export interface Relationship {
  id: number;
  requesterId: number;
  recipientId: number;
  /** 0 pending, 1 accepted, 2 declined. */
  status: 0 | 1 | 2;
  requesterStar: 0 | 1;
  recipientStar: 0 | 1;
  createdAt: number;
  answeredAt: number | null;
}

export const isSideOf = (relationship: Relationship, memberId: number): boolean =>
  relationship.requesterId === memberId || relationship.recipientId === memberId;

/** The member on the other side of a relationship from `memberId`. */
export const otherSideOf = (relationship: Relationship, memberId: number): number =>
  relationship.requesterId === memberId ? relationship.recipientId : relationship.requesterId;

/** `memberId`'s own close-friend mark on the other side (0 for a member who is not a side). */
export const starOf = (relationship: Relationship, memberId: number): 0 | 1 =>
  relationship.requesterId === memberId
    ? relationship.requesterStar
    : relationship.recipientId === memberId
      ? relationship.recipientStar
      : 0;

/** Pending or accepted: a relationship that keeps two members from asking each other again. */
export const isLive = (relationship: Relationship): boolean =>
  relationship.status === FriendStatus.pending || relationship.status === FriendStatus.accepted;

/**
 * The relationship of a pair, whoever asked: the live one if there is one, else the latest.
 * (The fake keeps one record a pair; older data may hold a declined record beside a newer one.)
 */
export function relationshipBetween<R extends Relationship>(relationships: readonly R[], a: number, b: number): R | undefined {
  const pair = relationships.filter(
    (relationship) =>
      (relationship.requesterId === a && relationship.recipientId === b) ||
      (relationship.requesterId === b && relationship.recipientId === a),
  );
  return pair.find(isLive) ?? pair.sort((x, y) => y.createdAt - x.createdAt || y.id - x.id)[0];
}

/** A nickname search: contains the trimmed term, ignoring case; an empty term matches everyone. */
export function matchesName(nickname: string, term: string): boolean {
  const wanted = term.trim().toLocaleLowerCase();
  return wanted === '' || nickname.toLocaleLowerCase().includes(wanted);
}

export interface FriendListFilter {
  /** 1 accepted friends, 0 requests waiting for this member's answer. */
  status: 0 | 1;
  /** For accepted friends: 0 all, 1 not starred by the member, 2 starred (close friends). Ignored for requests. */
  type: 0 | 1 | 2;
  friendName: string;
}

/**
 * The relationships friendList shows `memberId`, in a stable order:
 * - status 1: accepted relationships of either side, filtered by the member's own star;
 *   those that became friends last come first (ties: the newer relationship id first);
 * - status 0: pending requests sent TO the member (never their own requests), newest first;
 * declined relationships never. `nicknameOf` names the other member for the name search; a
 * relationship whose other member no longer exists is left out.
 */
export function friendListOf<R extends Relationship>(
  relationships: readonly R[],
  memberId: number,
  filter: FriendListFilter,
  nicknameOf: (memberId: number) => string | undefined,
): R[] {
  const shown = relationships.filter((relationship) => {
    if (filter.status === FriendStatus.pending) {
      if (relationship.status !== FriendStatus.pending || relationship.recipientId !== memberId) return false;
    } else {
      if (relationship.status !== FriendStatus.accepted || !isSideOf(relationship, memberId)) return false;
      const star = starOf(relationship, memberId);
      if ((filter.type === 1 && star === 1) || (filter.type === 2 && star === 0)) return false;
    }
    const nickname = nicknameOf(otherSideOf(relationship, memberId));
    return nickname !== undefined && matchesName(nickname, filter.friendName);
  });
  const since = (relationship: R) =>
    filter.status === FriendStatus.accepted ? (relationship.answeredAt ?? relationship.createdAt) : relationship.createdAt;
  return shown.sort((a, b) => since(b) - since(a) || b.id - a.id);
}

/** What warFriends reads of a game: when, on which card, and who else played. */
export interface PlayedGame {
  cardId: number;
  dateTime: number;
  playedWith: readonly number[];
}

/** The window of "players met lately" (api-reference section 4: within 7 days). */
export const NEW_FRIEND_WINDOW_MS = NEW_FRIEND_DAYS * DAY_MS;

/**
 * Everyone who played with `memberId` (on any of `cardIds`) in the last 7 days, with the time of
 * the last game together. The member never meets themself.
 */
export function metLately(games: readonly PlayedGame[], cardIds: ReadonlySet<number>, memberId: number, now: number): Map<number, number> {
  const since = now - NEW_FRIEND_WINDOW_MS;
  const met = new Map<number, number>();
  for (const game of games) {
    if (!cardIds.has(game.cardId) || game.dateTime < since || game.dateTime > now) continue;
    for (const other of game.playedWith) {
      if (other === memberId) continue;
      met.set(other, Math.max(met.get(other) ?? 0, game.dateTime));
    }
  }
  return met;
}

export interface Candidate {
  memberId: number;
  lastPlayedAt: number;
}

/**
 * New friend candidates (warFriends): players met lately with no pending (either way) or
 * accepted relationship with the member; one who declined long ago may be asked again. Most
 * recent game first, ties by member id.
 */
export function friendCandidates(met: ReadonlyMap<number, number>, relationships: readonly Relationship[], memberId: number): Candidate[] {
  const taken = new Set(
    relationships.filter((relationship) => isLive(relationship) && isSideOf(relationship, memberId)).map((relationship) => otherSideOf(relationship, memberId)),
  );
  return [...met]
    .filter(([other]) => !taken.has(other))
    .map(([other, lastPlayedAt]) => ({ memberId: other, lastPlayedAt }))
    .sort((a, b) => b.lastPlayedAt - a.lastPlayedAt || a.memberId - b.memberId);
}

/**
 * addFriend: not to oneself, only to an existing member, never twice (a pending request either
 * way, or friends already), and only to a player met in the last 7 days. A declined
 * relationship does not stop a new request.
 */
export function decideFriendRequest(input: {
  memberId: number;
  friendId: number;
  friendExists: boolean;
  existing: Relationship | undefined;
  metLately: boolean;
}): Decision {
  if (input.friendId === input.memberId) return refuse('friendSelf');
  if (!input.friendExists) return refuse('friendUnknownMember');
  if (input.existing?.status === FriendStatus.accepted) return refuse('friendAlready');
  if (input.existing?.status === FriendStatus.pending) return refuse('friendRequestPending');
  if (!input.metLately) return refuse('friendNotMetRecently');
  return allow;
}

/**
 * agreeFriend: the relationship must exist and be pending, and only its recipient answers, once.
 * A member who is not a side learns nothing about it (it reads as unknown).
 */
export function decideAnswer(relationship: Relationship | undefined, memberId: number): Decision {
  if (!relationship || !isSideOf(relationship, memberId)) return refuse('friendRequestUnknown');
  if (relationship.recipientId !== memberId) return refuse('friendRequestNotRecipient');
  if (relationship.status !== FriendStatus.pending) return refuse('friendRequestAnswered');
  return allow;
}

/** starFriend: only a side of an accepted relationship stars it (its own side). */
export function decideStar(relationship: Relationship | undefined, memberId: number): Decision {
  if (!relationship || !isSideOf(relationship, memberId)) return refuse('friendRequestUnknown');
  if (relationship.status !== FriendStatus.accepted) return refuse('friendStarNotFriend');
  return allow;
}

/**
 * The accepted friends of `memberId` who live in `countryId`, by nickname: the accounts a demo
 * reviewer can log in as to receive a gift or answer a request (gifts stay within a country).
 */
export function friendsInCountry<M extends { memberId: number; countryId: number; nickname: string }>(
  memberId: number,
  countryId: number,
  members: readonly M[],
  relationships: readonly Relationship[],
): M[] {
  const friendIds = new Set(
    relationships
      .filter((relationship) => relationship.status === FriendStatus.accepted && isSideOf(relationship, memberId))
      .map((relationship) => otherSideOf(relationship, memberId)),
  );
  return members
    .filter((member) => friendIds.has(member.memberId) && member.countryId === countryId)
    .sort((a, b) => a.nickname.localeCompare(b.nickname, 'en'));
}

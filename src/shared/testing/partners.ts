import type { FriendRow, MetPlayer } from '../api';

/** A friendList row for a test: no portrait, no card, not starred; `countryCode` only when given. */
export const friendRowOf = (friendId: number, friendName: string, countryCode?: string): FriendRow => ({
  friendId,
  memberRelationshipId: friendId * 10,
  friendName,
  friendPortrait: null,
  rating: null,
  ppd: null,
  mpr: null,
  star: 0,
  ...(countryCode !== undefined && { countryCode }),
});

/** A warFriends row for a test: met on 2026-05-19; `countryCode` only when given. */
export const metPlayerOf = (friendId: number, friendName: string, countryCode?: string): MetPlayer => ({
  friendId,
  friendName,
  portrait: '/p.png',
  rating: null,
  ppd: null,
  mpr: null,
  playDate: '2026-05-19 20:00:00',
  ...(countryCode !== undefined && { countryCode }),
});

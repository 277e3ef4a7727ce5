import { calls, createMemberQuery } from '@/shared/api';

/*
 * Each list on screen gets its own query (and name), so their answers never overwrite each other.
 * The member comes from the session (createMemberQuery): a screen starts a list with its own
 * filters and page only, and another member or session drops the answer.
 */

/** friendList: accepted friends (`status` 1, by `type`) or requests waiting for the member (`status` 0). */
export const createFriendListQuery = (name: string) => createMemberQuery(calls.friendList, { name: `friend.friendList.${name}` });

/** warFriends: players met in the last 7 days who are not friends yet (the "New" candidates). */
export const createMetPlayersQuery = (name: string) => createMemberQuery(calls.warFriends, { name: `friend.warFriends.${name}` });

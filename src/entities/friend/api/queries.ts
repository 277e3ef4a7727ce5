import { calls, createApiQuery } from '@/shared/api';

/*
 * Each list on screen gets its own query (and name), so their answers never overwrite each other.
 * The screens give the member id themselves, from the session (a list page's context).
 */

/** friendList: accepted friends (`status` 1, by `type`) or requests waiting for the member (`status` 0). */
export const createFriendListQuery = (name: string) => createApiQuery(calls.friendList, `friend.friendList.${name}`);

/** warFriends: players met in the last 7 days who are not friends yet (the "New" candidates). */
export const createMetPlayersQuery = (name: string) => createApiQuery(calls.warFriends, `friend.warFriends.${name}`);

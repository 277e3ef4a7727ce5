import { FRIENDS_PAGE_SIZE, FriendStatus, FriendType, refreshOnSuccess } from '@/shared/api';
import { myPagePath } from '@/shared/config';
import { createListPage } from '@/shared/lib/page-model';
import { createFriendListQuery } from '@/entities/friend';
import { starFriendAction, withStarSaved } from '@/features/star-friend';

export interface FriendsFilters {
  type: FriendType;
  name: string;
}

const types: readonly FriendType[] = Object.values(FriendType);

/** `?type=` (1 friends, 2 close friends; absent or unknown: all) and `?name=` (nickname search). */
export const parseFriendsFilters = (search: URLSearchParams): FriendsFilters => {
  const type = Number(search.get('type') ?? NaN);
  return {
    type: types.find((known) => known === type) ?? FriendType.all,
    name: search.get('name')?.trim() ?? '',
  };
};

/** The address query of the filters, defaults left out. */
export const formatFriendsFilters = ({ type, name }: FriendsFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (type !== FriendType.all) search.set('type', String(type));
  if (name.trim()) search.set('name', name.trim());
  return search;
};

export const friendsQuery = createFriendListQuery('friends-page');

export const friendsList = createListPage({
  name: 'friends-page',
  path: myPagePath('FriendsList'),
  query: friendsQuery,
  pageSize: FRIENDS_PAGE_SIZE,
  parse: parseFriendsFilters,
  format: formatFriendsFilters,
  // The member's own list: the member comes from the session (createMemberQuery).
  paramsOf: ({ filters, page, pageSize }) => ({
    type: filters.type,
    status: FriendStatus.accepted,
    friendName: filters.name,
    pageNum: page,
    pageSize,
  }),
});

export const FriendsPageGate = friendsList.Gate;
export const $type = friendsList.$filters.map(({ type }) => type);
export const $name = friendsList.$filters.map(({ name }) => name);
export const $page = friendsList.$page;
export const typeChosen = friendsList.filtersChanged.prepend((type: FriendType) => ({ type }));
export const nameSearched = friendsList.filtersChanged.prepend((name: string) => ({ name }));
export const pageChosen = friendsList.pageChosen;
export const listRetried = friendsList.retried;
export const $total = friendsQuery.$data.map((data) => data?.total ?? 0);

// A star lights at once and stays lit while the list is asked again (which may take the friend
// out of the filter shown: unstarred from Close friends, starred from Friends).
refreshOnSuccess(friendsQuery, starFriendAction.mutation, withStarSaved);

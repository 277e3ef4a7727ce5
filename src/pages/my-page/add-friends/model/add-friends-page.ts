import { sample } from 'effector';
import { FRIENDS_PAGE_SIZE, FriendStatus, FriendType, refreshOnSuccess } from '@/shared/api';
import { myPagePath } from '@/shared/config';
import { createListPage } from '@/shared/lib/page-model';
import { createFriendListQuery, createMetPlayersQuery } from '@/entities/friend';
import { addFriendAction, sentRequestsForgotten } from '@/features/add-friend';
import { answerFriendRequestAction, withoutAnswered } from '@/features/answer-friend-request';

/** `new`: players met in the last 7 days; `accept`: requests sent to the member. */
export const addFriendsTabs = ['new', 'accept'] as const;
export type AddFriendsTab = (typeof addFriendsTabs)[number];

export interface AddFriendsFilters {
  tab: AddFriendsTab;
  name: string;
}

/** `?tab=accept` (absent or unknown: new) and `?name=` (player name search). */
export const parseAddFriendsFilters = (search: URLSearchParams): AddFriendsFilters => ({
  tab: search.get('tab') === 'accept' ? 'accept' : 'new',
  name: search.get('name')?.trim() ?? '',
});

export const formatAddFriendsFilters = ({ tab, name }: AddFriendsFilters): URLSearchParams => {
  const search = new URLSearchParams();
  if (tab !== 'new') search.set('tab', tab);
  if (name.trim()) search.set('name', name.trim());
  return search;
};

export const candidatesQuery = createMetPlayersQuery('add-friends-page');
export const requestsQuery = createFriendListQuery('add-friends-page.requests');

/*
 * One address, two lists: the tab says which one is shown and asked for. The requests are a paged
 * friend list (status 0, 10 a page); the candidates, one short list (the last 7 days).
 */
export const addFriendsList = createListPage({
  name: 'add-friends-page',
  path: myPagePath('AddFriends'),
  query: requestsQuery,
  pageSize: FRIENDS_PAGE_SIZE,
  parse: parseAddFriendsFilters,
  format: formatAddFriendsFilters,
  paramsOf: ({ filters, page, pageSize }) =>
    filters.tab !== 'accept'
      ? null
      : { type: FriendType.all, status: FriendStatus.pending, friendName: filters.name, pageNum: page, pageSize },
});

sample({
  clock: addFriendsList.requested,
  filter: ({ filters }) => filters.tab === 'new',
  fn: ({ filters }) => ({ friendName: filters.name }),
  target: candidatesQuery.start,
});

export const AddFriendsPageGate = addFriendsList.Gate;
export const $tab = addFriendsList.$filters.map(({ tab }) => tab);
export const $name = addFriendsList.$filters.map(({ name }) => name);
export const $page = addFriendsList.$page;
export const tabChosen = addFriendsList.filtersChanged.prepend((tab: AddFriendsTab) => ({ tab }));
export const nameSearched = addFriendsList.filtersChanged.prepend((name: string) => ({ name }));
export const pageChosen = addFriendsList.pageChosen;
export const listRetried = addFriendsList.retried;
export const $requestsTotal = requestsQuery.$data.map((data) => data?.total ?? 0);

// A sent request takes the player out of the candidates (the backend lists no one with a request
// waiting); an answered request leaves the requests at once, and both lists are asked again.
refreshOnSuccess(candidatesQuery, addFriendAction.mutation);
refreshOnSuccess(requestsQuery, answerFriendRequestAction.mutation, withoutAnswered);

sample({ clock: AddFriendsPageGate.close, target: sentRequestsForgotten });

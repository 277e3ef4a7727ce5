import { allSettled, createStore, fork, type EventCallable, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls, FriendStatus, FriendType, type LoginResult } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { $requestsSent, friendRequestClicked } from '@/features/add-friend';
import { FriendAnswer, requestAnswered } from '@/features/answer-friend-request';
import {
  $requestsTotal,
  $tab,
  AddFriendsPageGate,
  candidatesQuery,
  nameSearched,
  pageChosen,
  parseAddFriendsFilters,
  requestsQuery,
  tabChosen,
} from './add-friends-page';

const backendCandidates = (session: LoginResult, friendName = '') =>
  callApi(calls.warFriends, { memberId: session.memberId, friendName }, callOptionsOf(session));
const backendList = (session: LoginResult, status: 0 | 1, friendName = '') =>
  callApi(
    calls.friendList,
    { type: FriendType.all, status, memberId: session.memberId, friendName, pageNum: 1, pageSize: 10 },
    callOptionsOf(session),
  );

async function memberScope() {
  const session = await logInAs();
  const navigated: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        navigateFx,
        (target: unknown) => {
          navigated.push(target);
        },
      ],
    ],
  });
  await allSettled(sessionStarted, { scope, params: session });
  return { scope, session, navigated };
}

const open = (scope: Scope, search = '') => allSettled(AddFriendsPageGate.open, { scope, params: { search } });
const moveTo = (scope: Scope, search: string) =>
  allSettled((AddFriendsPageGate as unknown as { set: EventCallable<{ search: string }> }).set, { scope, params: { search } });

describe('add friends page model', { timeout: 20_000 }, () => {
  it('opens on New: the players met lately who are not friends yet, and asks nothing else', async () => {
    const { scope, session } = await memberScope();
    const $requestAsks = createStore(0).on(requestsQuery.started, (count) => count + 1);
    await open(scope);
    const expected = await backendCandidates(session);
    expect(expected.length).toBeGreaterThan(0);
    expect(scope.getState($tab)).toBe('new');
    expect(scope.getState(candidatesQuery.$data)).toEqual(expected);
    expect(scope.getState($requestAsks)).toBe(0);
  });

  it('shows the requests waiting for the member on Accept, and the search of the address on both tabs', async () => {
    const { scope, session } = await memberScope();
    await open(scope, '?tab=accept');
    const requests = await backendList(session, FriendStatus.pending);
    expect(requests.total).toBeGreaterThan(0);
    expect(scope.getState(requestsQuery.$data)).toEqual(requests);
    expect(scope.getState($requestsTotal)).toBe(requests.total);

    const name = requests.list[0]!.friendName.slice(0, 3);
    await moveTo(scope, `?tab=accept&name=${encodeURIComponent(name)}`);
    expect(scope.getState(requestsQuery.$data)).toEqual(await backendList(session, FriendStatus.pending, name));

    const candidate = (await backendCandidates(session))[0]!.friendName.slice(0, 3);
    await moveTo(scope, `?name=${encodeURIComponent(candidate)}`);
    expect(scope.getState(candidatesQuery.$data)).toEqual(await backendCandidates(session, candidate));
  });

  it('writes the tab, the search and the page of requests to the address', async () => {
    const { scope, navigated } = await memberScope();
    await open(scope, '?name=Ann');
    await allSettled(tabChosen, { scope, params: 'accept' });
    await moveTo(scope, '?tab=accept&name=Ann');
    await allSettled(pageChosen, { scope, params: 2 });
    await allSettled(nameSearched, { scope, params: '' });
    await allSettled(tabChosen, { scope, params: 'new' });
    expect(navigated).toEqual([
      '/MyPageIndex/AddFriends?tab=accept&name=Ann',
      '/MyPageIndex/AddFriends?tab=accept&name=Ann&page=2',
      '/MyPageIndex/AddFriends?tab=accept',
      '/MyPageIndex/AddFriends?name=Ann',
    ]);
    expect(parseAddFriendsFilters(new URLSearchParams('tab=other'))).toEqual({ tab: 'new', name: '' });
  });

  it('takes a player the member asked out of New, once the backend has the request', async () => {
    const { scope, session } = await memberScope();
    await open(scope);
    const [player] = scope.getState(candidatesQuery.$data)!;
    await allSettled(friendRequestClicked, { scope, params: player!.friendId });
    expect(scope.getState(candidatesQuery.$data)!.map((candidate) => candidate.friendId)).not.toContain(player!.friendId);
    expect(scope.getState(candidatesQuery.$data)).toEqual(await backendCandidates(session));

    // Leaving the page forgets what was sent.
    expect(scope.getState($requestsSent)).toEqual([player!.friendId]);
    await allSettled(AddFriendsPageGate.close, { scope, params: { search: '' } });
    expect(scope.getState($requestsSent)).toEqual([]);
  });

  it('takes an answered request out of Accept and counts one fewer', async () => {
    const { scope, session } = await memberScope();
    await open(scope, '?tab=accept');
    const before = scope.getState(requestsQuery.$data)!;
    const [request] = before.list;
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId: request!.memberRelationshipId, status: FriendAnswer.agree } });
    expect(scope.getState(requestsQuery.$data)!.list.map((row) => row.memberRelationshipId)).not.toContain(request!.memberRelationshipId);
    expect(scope.getState($requestsTotal)).toBe(before.total - 1);
    expect(scope.getState(requestsQuery.$data)).toEqual(await backendList(session, FriendStatus.pending));
  });

  it('asks nothing without a session, and forgets both lists on logout', async () => {
    const $asks = createStore(0)
      .on(candidatesQuery.started, (count) => count + 1)
      .on(requestsQuery.started, (count) => count + 1);
    const visitor = fork();
    await open(visitor);
    await moveTo(visitor, '?tab=accept');
    expect(visitor.getState($asks)).toBe(0);

    const { scope } = await memberScope();
    await open(scope);
    await moveTo(scope, '?tab=accept');
    expect(scope.getState(candidatesQuery.$data)).not.toBeNull();
    expect(scope.getState(requestsQuery.$data)).not.toBeNull();
    await allSettled(sessionEnded, { scope });
    expect(scope.getState(candidatesQuery.$data)).toBeNull();
    expect(scope.getState(requestsQuery.$data)).toBeNull();
  });
});

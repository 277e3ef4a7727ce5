import { allSettled, createStore, fork, type EventCallable, type Scope } from 'effector';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, FriendStatus, FriendType, type LoginResult } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { starToggled } from '@/features/star-friend';
import {
  $total,
  FriendsPageGate,
  friendsQuery,
  formatFriendsFilters,
  listRetried,
  nameSearched,
  pageChosen,
  parseFriendsFilters,
  typeChosen,
} from './friends-page';

const backendFriends = (session: LoginResult, { type = FriendType.all as FriendType, name = '', page = 1 } = {}) =>
  callApi(
    calls.friendList,
    { type, status: FriendStatus.accepted, memberId: session.memberId, friendName: name, pageNum: page, pageSize: 10 },
    callOptionsOf(session),
  );

/** A logged-in member's scope whose navigation is recorded rather than performed. */
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

const open = (scope: Scope, search = '') => allSettled(FriendsPageGate.open, { scope, params: { search } });
/** The open page re-rendered with another address (Back, a link): useGate sends it through the Gate's `set`. */
const moveTo = (scope: Scope, search: string) =>
  allSettled((FriendsPageGate as unknown as { set: EventCallable<{ search: string }> }).set, { scope, params: { search } });
const shownIds = (scope: Scope) => scope.getState(friendsQuery.$data)?.list.map((friend) => friend.friendId);

describe('friends page model', { timeout: 20_000 }, () => {
  it("shows the first 10 of the member's friends and how many there are", async () => {
    const { scope, session } = await memberScope();
    await open(scope);
    const expected = await backendFriends(session);
    expect(expected.total).toBeGreaterThan(10);
    expect(scope.getState(friendsQuery.$data)).toEqual(expected);
    expect(scope.getState(friendsQuery.$data)?.list).toHaveLength(10);
    expect(scope.getState($total)).toBe(expected.total);
  });

  it('shows the filter, search and page of the address', async () => {
    const { scope, session } = await memberScope();
    await open(scope, '?type=2');
    expect(scope.getState(friendsQuery.$data)).toEqual(await backendFriends(session, { type: FriendType.closeFriend }));

    await moveTo(scope, '?page=2');
    const secondPage = await backendFriends(session, { page: 2 });
    expect(secondPage.list.length).toBeGreaterThan(0);
    expect(scope.getState(friendsQuery.$data)).toEqual(secondPage);

    const name = secondPage.list[0]!.friendName.slice(0, 3);
    await moveTo(scope, `?type=1&name=${encodeURIComponent(name)}`);
    expect(scope.getState(friendsQuery.$data)).toEqual(await backendFriends(session, { type: FriendType.friend, name }));
  });

  it('writes every choice to the address: a filter or a search from page 1, a page with the filters kept', async () => {
    const { scope, navigated } = await memberScope();
    await open(scope, '?type=2&page=2');
    await allSettled(typeChosen, { scope, params: FriendType.friend });
    await allSettled(nameSearched, { scope, params: 'Ken' });
    await allSettled(pageChosen, { scope, params: 3 });
    await allSettled(typeChosen, { scope, params: FriendType.all });
    expect(navigated).toEqual([
      '/MyPageIndex/FriendsList?type=1',
      '/MyPageIndex/FriendsList?type=2&name=Ken',
      '/MyPageIndex/FriendsList?type=2&page=3',
      '/MyPageIndex/FriendsList',
    ]);
  });

  it('reads unknown filters as All, and writes defaults out of the address', () => {
    expect(parseFriendsFilters(new URLSearchParams('type=7&name=%20Ann%20'))).toEqual({ type: FriendType.all, name: 'Ann' });
    expect(parseFriendsFilters(new URLSearchParams('type=abc'))).toEqual({ type: FriendType.all, name: '' });
    expect(formatFriendsFilters({ type: FriendType.all, name: ' ' }).toString()).toBe('');
    expect(formatFriendsFilters({ type: FriendType.closeFriend, name: 'Ann' }).toString()).toBe('type=2&name=Ann');
  });

  it('shows a new star at once and asks the list again', async () => {
    const { scope, session } = await memberScope();
    await open(scope);
    const friend = scope.getState(friendsQuery.$data)!.list.find((row) => row.star === 0)!;
    const $asks = createStore(0).on(friendsQuery.started, (count) => count + 1);

    // Hold the list's next answer, to look at the screen before it comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/rpi/friend/friendList', () => held, { once: true }));

    const settled = allSettled(starToggled, { scope, params: { memberRelationshipId: friend.memberRelationshipId, star: 1 } });
    await vi.waitFor(() => expect(scope.getState($asks)).toBe(1));
    expect(scope.getState(friendsQuery.$data)!.list.find((row) => row.friendId === friend.friendId)?.star).toBe(1);
    release();
    await settled;
    expect(scope.getState(friendsQuery.$data)).toEqual(await backendFriends(session));
    expect(scope.getState(friendsQuery.$data)!.list.find((row) => row.friendId === friend.friendId)?.star).toBe(1);
  });

  it('takes an unstarred friend out of Close friends once the list is asked again', async () => {
    const { scope, session } = await memberScope();
    await open(scope, '?type=2');
    const before = scope.getState(friendsQuery.$data)!;
    const [friend] = before.list;
    await allSettled(starToggled, { scope, params: { memberRelationshipId: friend!.memberRelationshipId, star: 0 } });
    expect(shownIds(scope)).not.toContain(friend!.friendId);
    expect(scope.getState($total)).toBe(before.total - 1);
    expect(scope.getState(friendsQuery.$data)).toEqual(await backendFriends(session, { type: FriendType.closeFriend }));
  });

  it('asks again on retry after a failure', async () => {
    const { scope, session } = await memberScope();
    server.use(http.post('*/rpi/friend/friendList', () => Response.json({ code: 500, msg: 'Server error', data: null }), { once: true }));
    await open(scope);
    expect(scope.getState(friendsQuery.$failed)).toBe(true);
    await allSettled(listRetried, { scope });
    expect(scope.getState(friendsQuery.$data)).toEqual(await backendFriends(session));
  });

  it('asks nothing without a session, and forgets the list on logout', async () => {
    const scope = fork();
    const $asks = createStore(0).on(friendsQuery.started, (count) => count + 1);
    await open(scope);
    expect(scope.getState($asks)).toBe(0);

    const { scope: member } = await memberScope();
    await open(member);
    expect(shownIds(member)).toHaveLength(10);
    await allSettled(sessionEnded, { scope: member });
    expect(member.getState(friendsQuery.$data)).toBeNull();
  });
});

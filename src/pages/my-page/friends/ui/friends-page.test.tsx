import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, FriendStatus, FriendType, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { FriendsPage } from './friends-page';

// Lists come from the fake backend over several calls: a loaded machine may take more than a second.
configure({ asyncUtilTimeout: 5000 });
const backendFriends = (session: LoginResult, { type = FriendType.all as FriendType, name = '', page = 1 } = {}) =>
  callApi(
    calls.friendList,
    { type, status: FriendStatus.accepted, memberId: session.memberId, friendName: name, pageNum: page, pageSize: 10 },
    callOptionsOf(session),
  );

/** The browser's Back button, inside the test router. */
const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
};

async function renderAsMember(path = '/MyPageIndex/FriendsList', withBack = false) {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const view = await renderWithApp(
    withBack ? (
      <>
        <BackButton />
        <FriendsPage />
      </>
    ) : (
      <FriendsPage />
    ),
    { path, scope },
  );
  return { session, view };
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Friend list' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const two = (value: number) => value.toFixed(2);

describe('FriendsPage', { timeout: 20_000 }, () => {
  it('lists the first 10 friends with portrait, nickname, RT, PPD, MPR and a star toggle named after each', async () => {
    const { session } = await renderAsMember();
    const friends = await backendFriends(session);
    await screen.findByRole('list', { name: 'Friend list' });
    expect(screen.getByRole('heading', { level: 2, name: 'Friends' })).toBeTruthy();
    expect(shownNames()).toEqual(friends.list.map((friend) => friend.friendName));
    expect(screen.getByRole('status').textContent).toBe(`${friends.total} friends`);

    for (const friend of friends.list) {
      const row = within(rowOf(friend.friendName));
      expect(rowOf(friend.friendName).querySelector('img')?.getAttribute('src')).toBe(friend.friendPortrait ?? '/media/avatars/default.svg');
      const figures = row.getAllByRole('definition').map((value) => value.textContent);
      expect(figures).toEqual([friend.rating, friend.ppd, friend.mpr].map((value) => (value === null ? '-No data' : two(value))));
      const star = row.getByRole('button', { name: `Star ${friend.friendName} as a close friend` });
      expect(star.getAttribute('aria-pressed')).toBe(friend.star === 1 ? 'true' : 'false');
    }
    expect(screen.getByRole('navigation', { name: 'Friend list pages' })).toBeTruthy();
  });

  it('pages, filters and searches, writing each choice to the address', async () => {
    const user = userEvent.setup();
    const { session, view } = await renderAsMember();
    await screen.findByRole('list', { name: 'Friend list' });

    const secondPage = await backendFriends(session, { page: 2 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(secondPage.list[0]!.friendName);
    expect(view.location()).toBe('/MyPageIndex/FriendsList?page=2');
    expect(shownNames()).toEqual(secondPage.list.map((friend) => friend.friendName));

    const close = await backendFriends(session, { type: FriendType.closeFriend });
    await user.click(screen.getByRole('button', { name: 'Close friends' }));
    await screen.findByText(`${close.total} friends`);
    expect(view.location()).toBe('/MyPageIndex/FriendsList?type=2');
    expect(screen.getByRole('button', { name: 'Close friends' }).getAttribute('aria-pressed')).toBe('true');
    expect(shownNames()).toEqual(close.list.map((friend) => friend.friendName));

    const name = close.list[0]!.friendName;
    const searched = await backendFriends(session, { type: FriendType.closeFriend, name });
    await user.type(screen.getByRole('searchbox', { name: 'Search friends by nickname' }), name);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(`${searched.total} ${searched.total === 1 ? 'friend' : 'friends'}`);
    expect(new URLSearchParams(view.location().split('?')[1]).get('name')).toBe(name);
    expect(shownNames()).toEqual(searched.list.map((friend) => friend.friendName));
  });

  it('stars a friend at once, and the friend is then among the close friends', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    await screen.findByRole('list', { name: 'Friend list' });
    const friend = (await backendFriends(session)).list.find((row) => row.star === 0)!;

    const star = within(rowOf(friend.friendName)).getByRole('button', { name: `Star ${friend.friendName} as a close friend` });
    await user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Close friends' }));
    await screen.findByRole('heading', { level: 3, name: friend.friendName });
    expect(shownNames()).toEqual((await backendFriends(session, { type: FriendType.closeFriend })).list.map((row) => row.friendName));
  });

  it('takes an unstarred friend out of the Close friends list', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember('/MyPageIndex/FriendsList?type=2');
    await screen.findByRole('list', { name: 'Friend list' });
    const [friend] = (await backendFriends(session, { type: FriendType.closeFriend })).list;

    await user.click(screen.getByRole('button', { name: `Star ${friend!.friendName} as a close friend` }));
    await screen.findByText((await backendFriends(session, { type: FriendType.closeFriend })).total + ' friends');
    expect(screen.queryByRole('heading', { level: 3, name: friend!.friendName })).toBeNull();
    // Focus stays with the list, not thrown back to the top of the page.
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.contains(screen.getByRole('list', { name: 'Friend list' }))).toBe(true);
  });

  it('opens the filter, search and page of a shared link, and Back returns to the list before', async () => {
    const user = userEvent.setup();
    const { session, view } = await renderAsMember('/MyPageIndex/FriendsList?page=2', true);
    const secondPage = await backendFriends(session, { page: 2 });
    await screen.findByText(secondPage.list[0]!.friendName);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const name = secondPage.list[0]!.friendName;
    await user.type(screen.getByRole('searchbox', { name: 'Search friends by nickname' }), name);
    await user.keyboard('{Enter}');
    const searched = await backendFriends(session, { name });
    await screen.findByText(`${searched.total} ${searched.total === 1 ? 'friend' : 'friends'}`);
    expect(view.location()).toContain('name=');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    expect(view.location()).toBe('/MyPageIndex/FriendsList?page=2');
    expect(shownNames()).toEqual(secondPage.list.map((friend) => friend.friendName));
    expect((screen.getByRole('searchbox', { name: 'Search friends by nickname' }) as HTMLInputElement).value).toBe('');
  });

  it('says what to do when a list is empty, and when a search finds nobody', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/rpi/friend/friendList', () => HttpResponse.json({ code: 100, msg: 'ok', data: { list: [], total: 0 } }), { once: true }),
    );
    await renderAsMember('/MyPageIndex/FriendsList?type=2');
    expect(await screen.findByText('No close friends yet: star a friend to add them here.')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search friends by nickname' }), 'zzzz-nobody');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No friend matches “zzzz-nobody”.')).toBeTruthy();
  });

  it('offers a retry when the list fails to load', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/rpi/friend/friendList', () => HttpResponse.json({ code: 500, msg: 'Server error', data: null }), { once: true }));
    const { session } = await renderAsMember();
    await screen.findByText('Something went wrong while loading.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Friend list' });
    expect(shownNames()).toEqual((await backendFriends(session)).list.map((friend) => friend.friendName));
  });

  it('speaks the member\'s language', async () => {
    const session = await logInAs();
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    const friends = await backendFriends(session);
    await renderWithApp(<FriendsPage />, { path: '/MyPageIndex/FriendsList', scope, language: 'ja' });
    await screen.findByText(`フレンド ${friends.total} 人`);
    expect(screen.getByRole('group', { name: '表示' }).textContent).toBe('すべてフレンド親友');
    const [first] = friends.list;
    expect(screen.getByRole('button', { name: `${first!.friendName} を親友にする` })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ニックネームでフレンドを検索' })).toBeTruthy();
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, FriendStatus, FriendType, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs, renderWithApp } from '@/shared/testing';
import { ToastRegion } from '@/shared/ui';
import { daysSincePlayed, formatDaysAgo } from '@/entities/friend';
import { sessionStarted } from '@/entities/session';
import { AddFriendsPage } from './add-friends-page';

// Lists come from the fake backend over several calls: a loaded machine may take more than a second.
configure({ asyncUtilTimeout: 5000 });
const backendCandidates = (session: LoginResult, friendName = '') =>
  callApi(calls.warFriends, { memberId: session.memberId, friendName }, callOptionsOf(session));
const backendList = (session: LoginResult, status: 0 | 1, friendName = '') =>
  callApi(
    calls.friendList,
    { type: FriendType.all, status, memberId: session.memberId, friendName, pageNum: 1, pageSize: 10 },
    callOptionsOf(session),
  );

const BackButton = () => {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Browser back</button>;
};

async function renderAsMember(path = '/MyPageIndex/AddFriends') {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const view = await renderWithApp(
    <>
      <BackButton />
      <AddFriendsPage />
      <ToastRegion />
    </>,
    { path, scope },
  );
  return { session, view };
}

const namesIn = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const rowOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('AddFriendsPage', { timeout: 20_000 }, () => {
  it('shows on New the players met lately, when each was last played with, and a request button named after each', async () => {
    const { session } = await renderAsMember();
    const candidates = await backendCandidates(session);
    expect(candidates.length).toBeGreaterThan(0);
    await screen.findByRole('list', { name: 'Players met lately' });
    expect(screen.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
    expect(namesIn('Players met lately')).toEqual(candidates.map((player) => player.friendName));
    expect(screen.getByRole('status').textContent).toBe(
      `${candidates.length} ${candidates.length === 1 ? 'player' : 'players'} met in the last 7 days`,
    );
    for (const player of candidates) {
      const row = within(rowOf(player.friendName));
      const when = formatDaysAgo(daysSincePlayed(player.playDate, new Date())!, 'en');
      expect(row.getByText(`Last played ${when}`)).toBeTruthy();
      expect(row.getByRole('button', { name: `Send request to ${player.friendName}` })).toBeTruthy();
    }
  });

  it('sends a friend request: "Friend request sent", and the player leaves New', async () => {
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    const [player] = await backendCandidates(session);
    await screen.findByRole('list', { name: 'Players met lately' });
    const sent = { count: 0 };
    server.use(
      http.post('*/rpi/friend/addFriend', () => {
        sent.count += 1;
      }),
    );

    await user.dblClick(screen.getByRole('button', { name: `Send request to ${player!.friendName}` }));
    expect(await screen.findByText('Friend request sent')).toBeTruthy();
    await screen.findByText(`${(await backendCandidates(session)).length} players met in the last 7 days`);
    expect(screen.queryByRole('heading', { level: 3, name: player!.friendName })).toBeNull();
    expect(screen.queryAllByText('Friend request sent')).toHaveLength(1);
    expect(sent.count).toBe(1);
  });

  it('agrees to one request and declines another on Accept, each with its message', async () => {
    const user = userEvent.setup();
    const { session, view } = await renderAsMember();
    await screen.findByRole('list', { name: 'Players met lately' });
    const requests = await backendList(session, FriendStatus.pending);
    expect(requests.list.length).toBeGreaterThanOrEqual(2);
    const [first, second] = requests.list;

    await user.click(screen.getByRole('tab', { name: 'Accept' }));
    await screen.findByRole('list', { name: 'Friend requests' });
    expect(view.location()).toBe('/MyPageIndex/AddFriends?tab=accept');
    expect(namesIn('Friend requests')).toEqual(requests.list.map((request) => request.friendName));

    await user.click(screen.getByRole('button', { name: `Agree to ${first!.friendName}'s request` }));
    expect(await screen.findByText('Friend request accepted: you are friends now.')).toBeTruthy();
    await screen.findByText(`${requests.total - 1} ${requests.total - 1 === 1 ? 'request' : 'requests'} waiting`);
    expect(screen.queryByRole('heading', { level: 3, name: first!.friendName })).toBeNull();
    // The answered row is gone: focus stays with the list, not thrown back to the top of the page.
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.contains(screen.getByRole('list', { name: 'Friend requests' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: `Decline ${second!.friendName}'s request` }));
    expect(await screen.findByText('Friend request declined.')).toBeTruthy();
    expect(namesIn('Friend requests')).toEqual((await backendList(session, FriendStatus.pending)).list.map((request) => request.friendName));

    const friends = await backendList(session, FriendStatus.accepted, first!.friendName);
    expect(friends.list.map((friend) => friend.friendId)).toContain(first!.friendId);
  });

  it('opens the tab and search of a shared link, and Back returns to the tab before', async () => {
    const user = userEvent.setup();
    const { session, view } = await renderAsMember();
    const requests = await backendList(session, FriendStatus.pending);
    const name = requests.list[0]!.friendName;
    await screen.findByRole('list', { name: 'Players met lately' });

    await user.click(screen.getByRole('tab', { name: 'Accept' }));
    await screen.findByRole('list', { name: 'Friend requests' });
    await user.type(screen.getByRole('searchbox', { name: 'Search players by name' }), name);
    await user.keyboard('{Enter}');
    const searched = await backendList(session, FriendStatus.pending, name);
    await screen.findByText(`${searched.total} ${searched.total === 1 ? 'request' : 'requests'} waiting`);
    expect(namesIn('Friend requests')).toEqual(searched.list.map((request) => request.friendName));
    expect(new URLSearchParams(view.location().split('?')[1]).get('tab')).toBe('accept');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText(`${requests.total} ${requests.total === 1 ? 'request' : 'requests'} waiting`);
    expect(view.location()).toBe('/MyPageIndex/AddFriends?tab=accept');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByRole('list', { name: 'Players met lately' });
    expect(screen.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens a shared link to searched requests', async () => {
    const session = await logInAs();
    const requests = await backendList(session, FriendStatus.pending);
    const name = requests.list[0]!.friendName;
    await renderAsMember(`/MyPageIndex/AddFriends?tab=accept&name=${encodeURIComponent(name)}`);
    await screen.findByRole('list', { name: 'Friend requests' });
    expect(screen.getByRole('tab', { name: 'Accept' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search players by name' }) as HTMLInputElement).value).toBe(name);
    expect(namesIn('Friend requests')).toEqual((await backendList(session, FriendStatus.pending, name)).list.map((row) => row.friendName));
  });

  it('says what the lists are for when they are empty', async () => {
    server.use(
      http.post('*/rpi/friend/warFriends', () => HttpResponse.json({ code: 100, msg: 'ok', data: [] })),
      http.post('*/rpi/friend/friendList', () => HttpResponse.json({ code: 100, msg: 'ok', data: { list: [], total: 0 } })),
    );
    const user = userEvent.setup();
    await renderAsMember();
    expect(await screen.findByText('No one new to add: the players you meet show here for 7 days after a game.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Accept' }));
    expect(await screen.findByText('No friend requests waiting.')).toBeTruthy();
  });

  it('offers a retry when a list fails to load', async () => {
    server.use(http.post('*/rpi/friend/warFriends', () => HttpResponse.json({ code: 500, msg: 'Server error', data: null }), { once: true }));
    const user = userEvent.setup();
    const { session } = await renderAsMember();
    await screen.findByText('Something went wrong while loading.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Players met lately' });
    expect(namesIn('Players met lately')).toEqual((await backendCandidates(session)).map((player) => player.friendName));
  });

  it('says so when a search finds nobody, on each tab', async () => {
    await renderAsMember('/MyPageIndex/AddFriends?name=zzzz-nobody');
    expect(await screen.findByText('No player met lately matches “zzzz-nobody”.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Accept' }));
    expect(await screen.findByText('No request matches “zzzz-nobody”.')).toBeTruthy();
  });
});

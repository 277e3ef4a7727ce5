import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { callApi, calls, FriendStatus, FriendType, type FriendRow, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { sessionStarted } from '@/entities/session';
import { $pendingStars, starFriendAction, starToggled, withStarSaved } from './star-friend';

const friendsOf = async (session: LoginResult, type: FriendType = FriendType.all) =>
  callApi(
    calls.friendList,
    { type, status: FriendStatus.accepted, memberId: session.memberId, friendName: '', pageNum: 1, pageSize: 999 },
    callOptionsOf(session),
  );

async function starScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const friends = (await friendsOf(session)).list;
  const plain = friends.find((friend) => friend.star === 0)!;
  const starred = friends.find((friend) => friend.star === 1)!;
  expect(plain).toBeDefined();
  expect(starred).toBeDefined();
  return { scope, session, plain, starred };
}

describe('star-friend', { timeout: 20_000 }, () => {
  it('stars a friend: the toggle shows it on the press, and the backend keeps it', async () => {
    const { scope, session, plain } = await starScreen();
    const settled = allSettled(starToggled, { scope, params: { memberRelationshipId: plain.memberRelationshipId, star: 1 } });
    // Before the backend answers: the toggle already shows the star.
    expect(scope.getState($pendingStars)).toEqual({ [plain.memberRelationshipId]: 1 });
    await settled;
    expect(scope.getState($pendingStars)).toEqual({});
    const close = await friendsOf(session, FriendType.closeFriend);
    expect(close.list.map((friend) => friend.friendId)).toContain(plain.friendId);
  });

  it('unstars a close friend', async () => {
    const { scope, session, starred } = await starScreen();
    await allSettled(starToggled, { scope, params: { memberRelationshipId: starred.memberRelationshipId, star: 0 } });
    const close = await friendsOf(session, FriendType.closeFriend);
    expect(close.list.map((friend) => friend.friendId)).not.toContain(starred.friendId);
  });

  it('sends one call for a double press', async () => {
    const { scope, session, plain } = await starScreen();
    const calls = countRequests('/rpi/friend/starFriend');
    const params = { memberRelationshipId: plain.memberRelationshipId, star: 1 as const };
    await Promise.all([allSettled(starToggled, { scope, params }), allSettled(starToggled, { scope, params: { ...params, star: 0 } })]);
    expect(calls.count).toBe(1);
    expect((await friendsOf(session)).list.find((friend) => friend.friendId === plain.friendId)?.star).toBe(1);
  });

  it("goes back when the backend refuses, with the server's words as a warning", async () => {
    const { scope, plain } = await starScreen();
    server.use(
      http.post('*/rpi/friend/starFriend', () => HttpResponse.json({ code: 101, msg: 'Only friends can be starred', data: null }), {
        once: true,
      }),
    );
    await allSettled(starToggled, { scope, params: { memberRelationshipId: plain.memberRelationshipId, star: 1 } });
    expect(scope.getState($pendingStars)).toEqual({});
    expect(scope.getState(starFriendAction.mutation.$failed)).toBe(true);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: 'Only friends can be starred' } })]);
  });
});

describe('withStarSaved', () => {
  const row = (memberRelationshipId: number, star: number): FriendRow => ({
    friendId: memberRelationshipId + 100,
    memberRelationshipId,
    friendName: `Player ${memberRelationshipId}`,
    friendPortrait: null,
    rating: 5,
    ppd: 20,
    mpr: 2,
    star,
  });

  it('changes the star of that one row and nothing else', () => {
    const page = { list: [row(1, 0), row(2, 1)], total: 12 };
    expect(withStarSaved(page, { params: { memberRelationshipId: 1, star: 1 } })).toEqual({ list: [row(1, 1), row(2, 1)], total: 12 });
    expect(withStarSaved(page, { params: { memberRelationshipId: '2', star: '0' } })).toEqual({ list: [row(1, 0), row(2, 0)], total: 12 });
    expect(page.list[0]!.star).toBe(0);
  });
});

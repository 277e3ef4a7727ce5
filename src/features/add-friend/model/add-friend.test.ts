import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { callApi, calls, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { $requestsSending, $requestsSent, addFriendAction, friendRequestClicked, sentRequestsForgotten } from './add-friend';

const candidatesOf = (session: LoginResult) => callApi(calls.warFriends, { memberId: session.memberId, friendName: '' }, callOptionsOf(session));

async function memberScope() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const [player] = await candidatesOf(session);
  expect(player).toBeDefined();
  return { scope, session, player: player! };
}

describe('add-friend', { timeout: 20_000 }, () => {
  it('sends a friend request: "Friend request sent", and the player is no longer a candidate', async () => {
    const { scope, session, player } = await memberScope();
    const settled = allSettled(friendRequestClicked, { scope, params: player.friendId });
    expect(scope.getState($requestsSending)).toEqual([player.friendId]);
    await settled;

    expect(scope.getState($requestsSending)).toEqual([]);
    expect(scope.getState($requestsSent)).toEqual([player.friendId]);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'friends:toast.requestSent' } })]);
    expect((await candidatesOf(session)).map((candidate) => candidate.friendId)).not.toContain(player.friendId);
  });

  it('sends one request for a double click, and none again once sent', async () => {
    const { scope, player } = await memberScope();
    const requests = countRequests('/rpi/friend/addFriend');
    await Promise.all([
      allSettled(friendRequestClicked, { scope, params: player.friendId }),
      allSettled(friendRequestClicked, { scope, params: player.friendId }),
    ]);
    await allSettled(friendRequestClicked, { scope, params: player.friendId });
    expect(requests.count).toBe(1);
    expect(scope.getState($toasts)).toHaveLength(1);
  });

  it("shows the server's refusal as a warning and marks nothing as sent", async () => {
    const { scope, player } = await memberScope();
    server.use(
      http.post('*/rpi/friend/addFriend', () => HttpResponse.json({ code: 101, msg: 'A request is already waiting', data: null }), {
        once: true,
      }),
    );
    await allSettled(friendRequestClicked, { scope, params: player.friendId });
    expect(scope.getState(addFriendAction.mutation.$failed)).toBe(true);
    expect(scope.getState($requestsSent)).toEqual([]);
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: 'A request is already waiting' } })]);
  });

  it('asks nothing without a session, and forgets what was sent when asked to or on logout', async () => {
    const { scope, player } = await memberScope();
    await allSettled(friendRequestClicked, { scope, params: player.friendId });
    await allSettled(sentRequestsForgotten, { scope });
    expect(scope.getState($requestsSent)).toEqual([]);

    const requests = countRequests('/rpi/friend/addFriend');
    await allSettled(sessionEnded, { scope });
    await allSettled(friendRequestClicked, { scope, params: player.friendId + 1 });
    expect(requests.count).toBe(0);
    expect(scope.getState($requestsSending)).toEqual([]);
  });
});

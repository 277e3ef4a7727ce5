import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countRequests, server } from '@mocks/node';
import { callApi, calls, FriendStatus, FriendType, type FriendRow, type LoginResult } from '@/shared/api';
import { callOptionsOf, logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { sessionStarted } from '@/entities/session';
import { $requestsAnswering, FriendAnswer, requestAnswered, withoutAnswered } from './answer-friend-request';

const listOf = (session: LoginResult, status: 0 | 1) =>
  callApi(
    calls.friendList,
    { type: FriendType.all, status, memberId: session.memberId, friendName: '', pageNum: 1, pageSize: 999 },
    callOptionsOf(session),
  );

async function requestScreen() {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const requests = (await listOf(session, FriendStatus.pending)).list;
  expect(requests.length).toBeGreaterThanOrEqual(2);
  return { scope, session, requests };
}

describe('answer-friend-request', { timeout: 20_000 }, () => {
  it('agrees: an info message, and the player is a friend', async () => {
    const { scope, session, requests } = await requestScreen();
    const [request] = requests;
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId: request!.memberRelationshipId, status: FriendAnswer.agree } });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'friends:toast.agreed' } })]);
    expect((await listOf(session, FriendStatus.accepted)).list.map((friend) => friend.friendId)).toContain(request!.friendId);
    expect((await listOf(session, FriendStatus.pending)).list.map((row) => row.memberRelationshipId)).not.toContain(
      request!.memberRelationshipId,
    );
  });

  it('declines: an info message, and the player is neither a friend nor asking', async () => {
    const { scope, session, requests } = await requestScreen();
    const request = requests[1]!;
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId: request.memberRelationshipId, status: FriendAnswer.decline } });

    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'friends:toast.declined' } })]);
    expect((await listOf(session, FriendStatus.accepted)).list.map((friend) => friend.friendId)).not.toContain(request.friendId);
    expect((await listOf(session, FriendStatus.pending)).list.map((row) => row.friendId)).not.toContain(request.friendId);
  });

  it('sends one answer for a double press, even on both buttons', async () => {
    const { scope, requests } = await requestScreen();
    const answers = countRequests('/rpi/friend/agreeFriend');
    const { memberRelationshipId } = requests[0]!;
    const first = allSettled(requestAnswered, { scope, params: { memberRelationshipId, status: FriendAnswer.agree } });
    expect(scope.getState($requestsAnswering)).toEqual([memberRelationshipId]);
    await Promise.all([first, allSettled(requestAnswered, { scope, params: { memberRelationshipId, status: FriendAnswer.decline } })]);
    expect(answers.count).toBe(1);
    expect(scope.getState($requestsAnswering)).toEqual([]);
  });

  it("shows a refusal in error style, in the server's words, once", async () => {
    const { scope, requests } = await requestScreen();
    const { memberRelationshipId } = requests[0]!;
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId, status: FriendAnswer.agree } });
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId, status: FriendAnswer.agree } });

    const toasts = scope.getState($toasts);
    expect(toasts).toHaveLength(2);
    expect(toasts[0]).toMatchObject({ tone: 'info', message: { key: 'friends:toast.agreed' } });
    expect(toasts[1]).toMatchObject({ tone: 'error', message: { text: expect.any(String) } });
    expect((toasts[1]!.message as { text: string }).text.length).toBeGreaterThan(0);
  });

  it('shows a lost connection in error style too', async () => {
    const { scope, requests } = await requestScreen();
    server.use(http.post('*/rpi/friend/agreeFriend', () => HttpResponse.error(), { once: true }));
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId: requests[0]!.memberRelationshipId, status: FriendAnswer.agree } });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'error', message: { key: 'api.network' } })]);
  });

  it('says nothing of its own for a session that ended (198): the app sends the member to log in', async () => {
    const { scope, requests } = await requestScreen();
    server.use(
      http.post('*/rpi/friend/agreeFriend', () => HttpResponse.json({ code: 198, msg: 'Please login', data: null }), { once: true }),
    );
    await allSettled(requestAnswered, { scope, params: { memberRelationshipId: requests[0]!.memberRelationshipId, status: FriendAnswer.agree } });
    expect(scope.getState($toasts).filter((toast) => toast.tone === 'error')).toEqual([]);
  });
});

describe('withoutAnswered', () => {
  const row = (memberRelationshipId: number): FriendRow => ({
    friendId: memberRelationshipId + 100,
    memberRelationshipId,
    friendName: `Player ${memberRelationshipId}`,
    friendPortrait: null,
    rating: null,
    ppd: null,
    mpr: null,
    star: 0,
  });

  it('takes the answered request out and counts one fewer', () => {
    const page = { list: [row(1), row(2), row(3)], total: 13 };
    expect(withoutAnswered(page, { params: { memberRelationshipId: 2 } })).toEqual({ list: [row(1), row(3)], total: 12 });
    expect(withoutAnswered(page, { params: { memberRelationshipId: '9' } })).toEqual(page);
  });
});

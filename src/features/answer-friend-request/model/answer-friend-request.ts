import { createEvent, sample } from 'effector';
import { calls, createAction, type FriendRow } from '@/shared/api';

/** `status` of agreeFriend: the recipient agrees (1) or declines (2). */
export const FriendAnswer = { agree: 1, decline: 2 } as const;
export type FriendAnswer = (typeof FriendAnswer)[keyof typeof FriendAnswer];

/**
 * Spec section 8: the result of agree or decline is an info message, and a failure shows in error
 * style, in the server's words. One answer per request at a time: a second press (either button)
 * does nothing.
 */
export const answerFriendRequestAction = createAction({
  call: calls.agreeFriend,
  name: 'friend.agreeFriend',
  key: ({ memberRelationshipId }) => Number(memberRelationshipId),
  failure: 'error',
  success: ({ params }) => ({
    tone: 'info',
    message: { key: Number(params.status) === FriendAnswer.agree ? 'friends:toast.agreed' : 'friends:toast.declined' },
  }),
});

export interface FriendRequestAnswer {
  memberRelationshipId: number;
  status: FriendAnswer;
}

/** The member pressed Agree or Decline on a request sent to them. */
export const requestAnswered = createEvent<FriendRequestAnswer>();

/** Requests whose answer is on its way. */
export const $requestsAnswering = answerFriendRequestAction.$pendingKeys;

sample({ clock: requestAnswered, target: answerFriendRequestAction.requested });

/**
 * The request list as the backend will answer it once a request is answered: without that
 * request (for `refreshOnSuccess`, while the list is asked again).
 */
export const withoutAnswered = <Page extends { list: readonly FriendRow[]; total: number }>(
  page: Page,
  { params }: { params: { memberRelationshipId: number | string } },
): Page => {
  const list = page.list.filter((row) => row.memberRelationshipId !== Number(params.memberRelationshipId));
  return { ...page, list, total: Math.max(0, page.total - (page.list.length - list.length)) };
};

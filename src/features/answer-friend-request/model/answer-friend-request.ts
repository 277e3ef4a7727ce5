import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, failureMessageOf, isApiError, type FriendRow } from '@/shared/api';
import { $toasts, toastShown, toastsDismissed, type Toast, type ToastMessage } from '@/shared/ui';

export const answerFriendRequestMutation = createApiMutation(calls.agreeFriend, 'friend.agreeFriend');

/** `status` of agreeFriend: the recipient agrees (1) or declines (2). */
export const FriendAnswer = { agree: 1, decline: 2 } as const;
export type FriendAnswer = (typeof FriendAnswer)[keyof typeof FriendAnswer];

export interface FriendRequestAnswer {
  memberRelationshipId: number;
  status: FriendAnswer;
}

/** The member pressed Agree or Decline on a request sent to them. */
export const requestAnswered = createEvent<FriendRequestAnswer>();

/** Requests whose answer is on its way: a second press (either button) does nothing. */
export const $requestsAnswering = createStore<readonly number[]>([]);

const answerAsked = sample({
  clock: requestAnswered,
  source: $requestsAnswering,
  filter: (answering, { memberRelationshipId }) => !answering.includes(memberRelationshipId),
  fn: (_, answer) => answer,
});
$requestsAnswering.on(answerAsked, (answering, { memberRelationshipId }) => [...answering, memberRelationshipId]);
sample({ clock: answerAsked, target: answerFriendRequestMutation.start });
$requestsAnswering.on(answerFriendRequestMutation.finished.finally, (answering, { params }) =>
  answering.filter((id) => id !== Number(params.memberRelationshipId)),
);

// Spec section 8: the result of agree or decline is an info message ...
sample({
  clock: answerFriendRequestMutation.finished.success,
  fn: ({ params }) => ({
    tone: 'info' as const,
    message: { key: Number(params.status) === FriendAnswer.agree ? 'friends:toast.agreed' : 'friends:toast.declined' },
  }),
  target: toastShown,
});

/** The words the API layer showed for a failed call (its warning toast); none for a 198. */
const failureMessage = (error: unknown): ToastMessage | null =>
  isApiError(error) && error.kind !== 'unauthorized' ? failureMessageOf(error) : null;
const sameMessage = (a: ToastMessage, b: ToastMessage) => JSON.stringify(a) === JSON.stringify(b);

// ... and a failure shows in error style: the same words, taking the place of the API layer's
// warning, so the member sees one message. A 198 is the session's business (no toast here).
const answerFailed = sample({
  clock: answerFriendRequestMutation.finished.failure,
  source: $toasts,
  filter: (_, { error }) => failureMessage(error) !== null,
  fn: (toasts: Toast[], { error }) => {
    const message = failureMessage(error)!;
    const warnings = toasts.filter((toast) => toast.tone === 'warning' && sameMessage(toast.message, message));
    return { dismissed: warnings.map((toast) => toast.id), message };
  },
});
sample({ clock: answerFailed, fn: ({ dismissed }) => dismissed, target: toastsDismissed });
sample({ clock: answerFailed, fn: ({ message }) => ({ tone: 'error' as const, message }), target: toastShown });

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

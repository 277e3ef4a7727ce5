import { createEvent, sample } from 'effector';
import { calls, createApiMutation, createMemberStore } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { $memberId } from '@/entities/session';

export const addFriendMutation = createApiMutation(calls.addFriend, 'friend.addFriend');

/** The member asked to be friends with a player they met lately (by the player's member id). */
export const friendRequestClicked = createEvent<number>();
/** The list the requests were sent from is gone: what was sent need not show any more. */
export const sentRequestsForgotten = createEvent();

/** Players a request is on its way to: a second click does nothing, so a double click sends one request. */
export const $requestsSending = createMemberStore<readonly number[]>([], { name: 'add-friend.$requestsSending' });
/** Players the member asked during this visit: their row says so until the list leaves them out. */
export const $requestsSent = createMemberStore<readonly number[]>([], { name: 'add-friend.$requestsSent' });

const requestAsked = sample({
  clock: friendRequestClicked,
  source: { memberId: $memberId, sending: $requestsSending, sent: $requestsSent },
  filter: ({ memberId, sending, sent }, friendId) => memberId !== null && !sending.includes(friendId) && !sent.includes(friendId),
  // The filter lets only a member through.
  fn: ({ memberId }, friendId) => ({ memberId: memberId!, friendId }),
});

$requestsSending.on(requestAsked, (sending, { friendId }) => [...sending, friendId]);
sample({ clock: requestAsked, target: addFriendMutation.start });
$requestsSending.on(addFriendMutation.finished.finally, (sending, { params }) =>
  sending.filter((friendId) => friendId !== Number(params.friendId)),
);
$requestsSent
  .on(addFriendMutation.finished.success, (sent, { params }) => [...sent, Number(params.friendId)])
  .reset(sentRequestsForgotten);

// Spec section 8: "Friend request sent". A refusal is the API layer's warning with the server's words.
sample({
  clock: addFriendMutation.finished.success,
  fn: () => ({ tone: 'info' as const, message: { key: 'friends:toast.requestSent' } }),
  target: toastShown,
});

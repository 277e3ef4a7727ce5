import { createEvent, sample } from 'effector';
import { calls, createMemberStore, createAction } from '@/shared/api';
import { $memberId } from '@/entities/session';

/**
 * Spec section 8: "Friend request sent". A refusal is the API layer's warning with the server's
 * words. Requests to several players may be on their way at once, one per player.
 */
export const addFriendAction = createAction({
  call: calls.addFriend,
  name: 'friend.addFriend',
  key: ({ friendId }) => Number(friendId),
  success: { tone: 'info', message: { key: 'friends:toast.requestSent' } },
});

/** The member asked to be friends with a player they met lately (by the player's member id). */
export const friendRequestClicked = createEvent<number>();
/** The list the requests were sent from is gone: what was sent need not show any more. */
export const sentRequestsForgotten = createEvent();

/** Players a request is on its way to: a second click does nothing, so a double click sends one request. */
export const $requestsSending = addFriendAction.$pendingKeys;
/** Players the member asked during this visit: their row says so until the list leaves them out. */
export const $requestsSent = createMemberStore<readonly number[]>([], { name: 'add-friend.$requestsSent' });

sample({
  clock: friendRequestClicked,
  source: { memberId: $memberId, sent: $requestsSent },
  filter: ({ memberId, sent }, friendId) => memberId !== null && !sent.includes(friendId),
  // The filter lets only a member through.
  fn: ({ memberId }, friendId) => ({ memberId: memberId!, friendId }),
  target: addFriendAction.requested,
});
$requestsSent
  .on(addFriendAction.mutation.finished.success, (sent, { params }) => [...sent, Number(params.friendId)])
  .reset(sentRequestsForgotten);

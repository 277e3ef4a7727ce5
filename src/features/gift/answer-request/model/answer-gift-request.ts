import { createEvent, sample } from 'effector';
import { calls, createApiMutation, createMemberStore, type GiftRequest } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { coinsChanged } from '@/entities/coin';
import { giftBoxChanged } from '@/entities/gift';

/** Accepts (the member pays `itemPrice` and the item goes to the asker) or rejects a request. */
export const answerGiftRequestMutation = createApiMutation(calls.handleGiftRequest, 'gift.handleAsk');

/** Accept pressed: the confirm dialog names the price and who gets the item. */
export const acceptClicked = createEvent<GiftRequest>({ name: 'answerGiftRequest.acceptClicked' });
export const acceptConfirmed = createEvent({ name: 'answerGiftRequest.acceptConfirmed' });
export const acceptCancelled = createEvent({ name: 'answerGiftRequest.acceptCancelled' });
export const rejectClicked = createEvent<GiftRequest>({ name: 'answerGiftRequest.rejectClicked' });

/** The request whose acceptance waits for the member's confirmation. */
export const $acceptAsked = createMemberStore<GiftRequest | null>(null, { name: 'answerGiftRequest.$acceptAsked' });

export const $answering = answerGiftRequestMutation.$pending;
const $idle = $answering.map((pending) => !pending);

$acceptAsked.on(acceptClicked, (asked, request) => asked ?? request);
sample({
  clock: acceptConfirmed,
  source: { request: $acceptAsked, idle: $idle },
  filter: ({ request, idle }) => request !== null && idle,
  fn: ({ request }) => ({ askId: request!.id, status: true }),
  target: answerGiftRequestMutation.start,
});
sample({ clock: rejectClicked, filter: $idle, fn: (request) => ({ askId: request.id, status: false }), target: answerGiftRequestMutation.start });
// The dialog stays while the answer is on its way, and closes once the backend has answered.
sample({ clock: acceptCancelled, filter: $idle, target: $acceptAsked.reinit });
sample({ clock: answerGiftRequestMutation.finished.finally, target: $acceptAsked.reinit });

const accepted = sample({
  clock: answerGiftRequestMutation.finished.success,
  filter: ({ params }) => params.status === true || params.status === 'true',
});
const rejected = sample({
  clock: answerGiftRequestMutation.finished.success,
  filter: ({ params }) => !(params.status === true || params.status === 'true'),
});
sample({ clock: accepted, target: coinsChanged });
sample({ clock: accepted, fn: () => ({ tone: 'success' as const, message: { key: 'gifts:toast.accepted' } }), target: toastShown });
sample({ clock: rejected, fn: () => ({ tone: 'success' as const, message: { key: 'gifts:toast.rejected' } }), target: toastShown });
// Answered or refused (handled already, elsewhere), the box shows the backend's state again.
sample({ clock: answerGiftRequestMutation.finished.finally, target: giftBoxChanged });

import { combine, createEvent, sample } from 'effector';
import { calls, createMemberStore, createAction, type GiftRequest } from '@/shared/api';
import { $coins, coinsChanged, paymentOf, type Payment } from '@/entities/coin';
import { giftBoxChanged } from '@/entities/gift';

const isAcceptance = (status: boolean | string) => status === true || status === 'true';

/** Accepts (the member pays `itemPrice` and the item goes to the asker) or rejects a request. */
export const answerGiftRequestAction = createAction({
  call: calls.handleGiftRequest,
  name: 'gift.handleAsk',
  success: ({ params }) => ({
    tone: 'success',
    message: { key: isAcceptance(params.status) ? 'gifts:toast.accepted' : 'gifts:toast.rejected' },
  }),
});

/** Accept pressed: the confirm dialog names the price and who gets the item. */
export const acceptClicked = createEvent<GiftRequest>({ name: 'answerGiftRequest.acceptClicked' });
export const acceptConfirmed = createEvent({ name: 'answerGiftRequest.acceptConfirmed' });
export const acceptCancelled = createEvent({ name: 'answerGiftRequest.acceptCancelled' });
export const rejectClicked = createEvent<GiftRequest>({ name: 'answerGiftRequest.rejectClicked' });

/** The request whose acceptance waits for the member's confirmation. */
export const $acceptAsked = createMemberStore<GiftRequest | null>(null, { name: 'answerGiftRequest.$acceptAsked' });

export const $answering = answerGiftRequestAction.$pending;

/**
 * Accepting pays the request's price out of the member's gold: Accept is off, saying why, while
 * it is short, and the confirmation shows the price and the gold now and after, as a buy does.
 * Null while the gold is not read yet (the backend still checks it).
 */
export const acceptPaymentOf = (request: Pick<GiftRequest, 'itemPrice'>, coins: number | null): Payment | null =>
  coins === null ? null : paymentOf(request.itemPrice, coins);

/** The payment of the acceptance being confirmed. */
export const $acceptPayment = combine($acceptAsked, $coins, (request, coins) => (request ? acceptPaymentOf(request, coins) : null));

$acceptAsked.on(acceptClicked, (asked, request) => asked ?? request);
sample({
  clock: acceptConfirmed,
  source: $acceptAsked,
  filter: (request) => request !== null,
  fn: (request) => ({ askId: request!.id, status: true }),
  target: answerGiftRequestAction.requested,
});
sample({ clock: rejectClicked, fn: (request) => ({ askId: request.id, status: false }), target: answerGiftRequestAction.requested });
// The dialog stays while the answer is on its way, and closes once the backend has answered.
sample({ clock: acceptCancelled, filter: $answering.map((answering) => !answering), target: $acceptAsked.reinit });
sample({ clock: answerGiftRequestAction.mutation.finished.finally, target: $acceptAsked.reinit });

// Only an acceptance spends gold.
sample({
  clock: answerGiftRequestAction.mutation.finished.success,
  filter: ({ params }) => isAcceptance(params.status),
  target: coinsChanged,
});
// Answered or refused (handled already, elsewhere), the box shows the backend's state again.
sample({ clock: answerGiftRequestAction.mutation.finished.finally, target: giftBoxChanged });

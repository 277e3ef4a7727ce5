import { createEvent, sample } from 'effector';
import { calls, createApiMutation, createMemberStore, refreshOnSuccess, type CardSummary } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { $mainCard, cardListQuery, cardsChanged } from '@/entities/card';
import { $cardId, currentCardChosen } from '@/entities/session';

/** Unbinds one of the member's cards (cardUnbundling); the backend refuses the main card. */
export const unbindCardMutation = createApiMutation(calls.cardUnbundling, 'card.unbind');

/** "Delete" was pressed on a card: the confirmation ("Confirm delete?") opens. */
export const unbindAsked = createEvent<CardSummary>();
export const unbindCancelled = createEvent();
export const unbindConfirmed = createEvent();

/** The card the confirmation asks about; null while it is closed. */
export const $cardToUnbind = createMemberStore<CardSummary | null>(null, { name: 'unbindCard.$cardToUnbind' })
  .on(unbindAsked, (current, card) => (card.isMainCard ? current : card))
  .reset(unbindCancelled, unbindCardMutation.finished.finally);

export const $unbinding = unbindCardMutation.$pending;

sample({
  clock: unbindConfirmed,
  source: { card: $cardToUnbind, pending: unbindCardMutation.$pending },
  // A double click on "Delete" sends one request.
  filter: ({ card, pending }) => card !== null && !pending,
  fn: ({ card }) => ({ cardId: card!.cardId }),
  target: unbindCardMutation.start,
});

refreshOnSuccess(cardListQuery, unbindCardMutation, (cards, { params }) => cards.filter((card) => card.cardId !== Number(params.cardId)));
sample({ clock: unbindCardMutation.finished.success, target: cardsChanged });
// My page showed the card that is gone: it shows the main card instead.
sample({
  clock: unbindCardMutation.finished.success,
  source: { current: $cardId, main: $mainCard },
  filter: ({ current, main }, { params }) => current === Number(params.cardId) && main !== null && main.cardId !== Number(params.cardId),
  fn: ({ main }) => main!.cardId,
  target: currentCardChosen,
});
sample({
  clock: unbindCardMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'cards:unbind.done' } }),
  target: toastShown,
});

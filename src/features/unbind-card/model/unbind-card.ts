import { createEvent, sample } from 'effector';
import { calls, createMemberStore, createAction, type CardSummary } from '@/shared/api';
import { $mainCard, cardListQuery, cardsChanged } from '@/entities/card';
import { $cardId, currentCardChosen } from '@/entities/session';

/** Unbinds one of the member's cards (cardUnbundling); the backend refuses the main card. */
export const unbindCardAction = createAction({
  call: calls.cardUnbundling,
  name: 'card.unbind',
  optimistic: { query: cardListQuery, change: (cards, { params }) => cards.filter((card) => card.cardId !== Number(params.cardId)) },
  refresh: [cardsChanged],
  success: { tone: 'success', message: { key: 'cards:unbind.done' } },
});

/** "Delete" was pressed on a card: the confirmation ("Confirm delete?") opens. */
export const unbindAsked = createEvent<CardSummary>();
export const unbindCancelled = createEvent();
export const unbindConfirmed = createEvent();

/** The card the confirmation asks about; null while it is closed. */
export const $cardToUnbind = createMemberStore<CardSummary | null>(null, { name: 'unbindCard.$cardToUnbind' })
  .on(unbindAsked, (current, card) => (card.isMainCard ? current : card))
  .reset(unbindCancelled, unbindCardAction.mutation.finished.finally);

export const $unbinding = unbindCardAction.$pending;

sample({
  clock: unbindConfirmed,
  source: $cardToUnbind,
  filter: (card) => card !== null,
  fn: (card) => ({ cardId: card!.cardId }),
  target: unbindCardAction.requested,
});

// My page showed the card that is gone: it shows the main card instead.
sample({
  clock: unbindCardAction.mutation.finished.success,
  source: { current: $cardId, main: $mainCard },
  filter: ({ current, main }, { params }) => current === Number(params.cardId) && main !== null && main.cardId !== Number(params.cardId),
  fn: ({ main }) => main!.cardId,
  target: currentCardChosen,
});

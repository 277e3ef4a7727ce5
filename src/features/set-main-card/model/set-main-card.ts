import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, refreshOnSuccess, type CardSummary } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { cardListQuery, cardsChanged } from '@/entities/card';
import { $memberId, currentCardChosen } from '@/entities/session';

/** Makes one of the member's cards the main card (masterCard). */
export const setMainCardMutation = createApiMutation(calls.masterCard, 'card.setMain');

/** "Set as main card" was pressed on a card. */
export const mainCardChosen = createEvent<CardSummary>();

/** The card being made main, while the call runs: its button says so. */
export const $settingMainCard = createStore<number | null>(null)
  .on(setMainCardMutation.started, (_, { params }) => Number(params.cardId))
  .reset(setMainCardMutation.finished.finally);

sample({
  clock: mainCardChosen,
  source: { memberId: $memberId, pending: setMainCardMutation.$pending },
  // One call at a time (a double click sends one request); the main card is main already.
  filter: ({ memberId, pending }, card) => memberId !== null && !pending && !card.isMainCard,
  fn: ({ memberId }, card) => ({ cardId: card.cardId, memberId: memberId! }),
  target: setMainCardMutation.start,
});

refreshOnSuccess(cardListQuery, setMainCardMutation, (cards, { params }) =>
  cards.map((card) => ({ ...card, isMainCard: card.cardId === Number(params.cardId) })),
);
sample({ clock: setMainCardMutation.finished.success, target: cardsChanged });
// The new main card is the one My page shows from now on.
sample({ clock: setMainCardMutation.finished.success, fn: ({ params }) => Number(params.cardId), target: currentCardChosen });
sample({
  clock: setMainCardMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'cards:main.done' } }),
  target: toastShown,
});

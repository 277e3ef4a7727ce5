import { createEvent, createStore, sample } from 'effector';
import { calls, createAction, type CardSummary } from '@/shared/api';
import { cardListQuery, cardsChanged } from '@/entities/card';
import { $memberId, currentCardChosen } from '@/entities/session';

/** Makes one of the member's cards the main card (masterCard). */
export const setMainCardAction = createAction({
  call: calls.masterCard,
  name: 'card.setMain',
  optimistic: {
    query: cardListQuery,
    change: (cards, { params }) => cards.map((card) => ({ ...card, isMainCard: card.cardId === Number(params.cardId) })),
  },
  refresh: [cardsChanged],
  success: { tone: 'success', message: { key: 'cards:main.done' } },
});

/** "Set as main card" was pressed on a card. */
export const mainCardChosen = createEvent<CardSummary>();

/** The card being made main, while the call runs: its button says so. */
export const $settingMainCard = createStore<number | null>(null)
  .on(setMainCardAction.mutation.started, (_, { params }) => Number(params.cardId))
  .reset(setMainCardAction.mutation.finished.finally);

sample({
  clock: mainCardChosen,
  source: $memberId,
  // The main card is main already.
  filter: (memberId, card) => memberId !== null && !card.isMainCard,
  fn: (memberId, card) => ({ cardId: card.cardId, memberId: memberId! }),
  target: setMainCardAction.requested,
});

// The new main card is the one My page shows from now on.
sample({ clock: setMainCardAction.mutation.finished.success, fn: ({ params }) => Number(params.cardId), target: currentCardChosen });

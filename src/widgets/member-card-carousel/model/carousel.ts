import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createMemberCardsQuery } from '@/entities/card';
import { stepCard } from '../lib/figures';

/** Open while the carousel is on screen; it loads the cards of the logged-in member. */
export const MemberCardsGate = createGate('member-card-carousel');

export const nextCardClicked = createEvent();
export const previousCardClicked = createEvent();
export const cardsRetried = createEvent();

const cardsQuery = createMemberCardsQuery('carousel', MemberCardsGate.status);

export const $cards = cardsQuery.$data.map((cards) => cards ?? []);
export const $cardsPending = cardsQuery.$pending;
export const $cardsFailed = cardsQuery.$failed;
export const $cardIndex = createStore(0);
export const $currentCard = combine($cards, $cardIndex, (cards, index) => cards[index] ?? null);

sample({ clock: [MemberCardsGate.open, cardsRetried], target: cardsQuery.start });

sample({
  clock: nextCardClicked,
  source: { index: $cardIndex, cards: $cards },
  fn: ({ index, cards }) => stepCard(index, 1, cards.length),
  target: $cardIndex,
});
sample({
  clock: previousCardClicked,
  source: { index: $cardIndex, cards: $cards },
  fn: ({ index, cards }) => stepCard(index, -1, cards.length),
  target: $cardIndex,
});
$cardIndex.reset(cardsQuery.finished.success, cardsQuery.reset);

import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery, memberCardAll } from '@/shared/api';
import { $session } from '@/entities/session';
import { stepCard } from '../lib/figures';

/** Open while the carousel is on screen; it loads the cards of the logged-in member. */
export const MemberCardsGate = createGate('member-card-carousel');

export const nextCardClicked = createEvent();
export const previousCardClicked = createEvent();
export const cardsRetried = createEvent();

export const memberCardsQuery = createApiQuery(memberCardAll, 'widgets.memberCardCarousel.cards');

export const $cards = memberCardsQuery.$data.map((cards) => cards ?? []);
export const $cardIndex = createStore(0);
export const $currentCard = combine($cards, $cardIndex, (cards, index) => cards[index] ?? null);

sample({
  clock: [MemberCardsGate.open, $session.updates, cardsRetried],
  source: $session,
  filter: (session) => session !== null && MemberCardsGate.status.getState(),
  fn: (session) => ({ memberId: session!.memberId }),
  target: memberCardsQuery.start,
});

// Logging out (or a 198) forgets the previous member's cards.
sample({ clock: $session.updates, filter: (session) => session === null, target: memberCardsQuery.reset });

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
$cardIndex.reset(memberCardsQuery.finished.success, memberCardsQuery.reset);

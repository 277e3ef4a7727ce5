import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createMemberQuery, createMemberStore, MAX_CARDS, type CardSummary } from '@/shared/api';

/** Open while the card settings show the member's cards; it loads them. */
export const CardListGate = createGate('card-list');

/**
 * The member's cards as the card settings list them (cardList), main card first. The card
 * features refresh it with `refreshOnSuccess` when their call succeeds.
 */
export const cardListQuery = createMemberQuery(calls.cardList, { name: 'card.cardList', active: CardListGate.status });
/** Ask for the cards again (a retry). */
export const cardListRefreshed = cardListQuery.start;

sample({ clock: CardListGate.open, target: cardListQuery.start });

const mainFirst = (cards: readonly CardSummary[]): CardSummary[] =>
  [...cards].sort((a, b) => Number(b.isMainCard) - Number(a.isMainCard));

/**
 * The cards last read (or the change a card feature expects), main card first; null before the
 * first answer. A refresh keeps showing them until the new answer, so a change never flashes a
 * spinner or shifts the page. Choosing another current card keeps it: the list is the member's
 * (createMemberStore). Another member, another session or a logout drops it.
 */
export const $cards = createMemberStore<CardSummary[] | null>(null, { name: 'card.$cards' }).on(
  cardListQuery.$data.updates,
  (shown, data) => (data ? mainFirst(data) : shown),
);

/** Nothing to show yet: the first answer is on its way (or about to be asked for). */
export const $cardsLoading = combine($cards, cardListQuery.$failed, (cards, failed) => cards === null && !failed);
/** The cards could not be read and none are shown. */
export const $cardsFailed = combine($cards, cardListQuery.$failed, (cards, failed) => cards === null && failed);

/** Fewer than 3 cards are bound: the add-card box shows. */
export const $canBindCard = $cards.map((cards) => cards !== null && cards.length < MAX_CARDS);
/** At the limit (3 cards): a note replaces the add-card box. */
export const $cardLimitReached = $cards.map((cards) => cards !== null && cards.length >= MAX_CARDS);

/** The main card of the list, if the list is read. */
export const $mainCard = $cards.map((cards) => cards?.find((card) => card.isMainCard) ?? null);

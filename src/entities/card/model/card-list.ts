import { combine, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $memberIds, calls, createMemberQuery, MAX_CARDS, type CardSummary } from '@/shared/api';

/** Open while the card settings show the member's cards; it loads them. */
export const CardListGate = createGate('card-list');

/**
 * The member's cards as the card settings list them (cardList), main card first. The card
 * features refresh it with `refreshOnSuccess` when their call succeeds.
 */
const { query: cardListQuery, refresh: cardListRefreshed } = createMemberQuery({
  definition: calls.cardList,
  name: 'card.cardList',
  params: ({ memberId }) => ({ memberId }),
  active: CardListGate.status,
});
export { cardListQuery, cardListRefreshed };

sample({ clock: CardListGate.open, target: cardListRefreshed });

const mainFirst = (cards: readonly CardSummary[]): CardSummary[] =>
  [...cards].sort((a, b) => Number(b.isMainCard) - Number(a.isMainCard));

const $listedMember = $memberIds.map((ids) => ids?.memberId ?? null);

/**
 * The cards last read (or the change a card feature expects), main card first; null before the
 * first answer. A refresh keeps showing them until the new answer, so a change never flashes a
 * spinner or shifts the page. Choosing another current card changes the session's card id, which
 * resets every member query; the list stays, since it is the member's. Only another member or a
 * logout drops it.
 */
export const $cards = createStore<CardSummary[] | null>(null, { name: 'card.$cards' })
  .on(cardListQuery.$data.updates, (shown, data) => (data ? mainFirst(data) : shown))
  .reset($listedMember.updates);

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

import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { createMemberStore, type MemberCard } from '@/shared/api';
import { createAwaitingAnswer } from '@/shared/lib';
import { cardsChanged, createMemberCardsQuery } from '@/entities/card';
import { $cardId, currentCardChosen } from '@/entities/session';

/** Open while a switcher is on screen: it loads the member's cards. */
export const CardSwitcherGate = createGate('card-switcher');

/** The member picked one of their cards to look at. */
export const cardPicked = createEvent<number>();
export const switcherRetried = createEvent();

const query = createMemberCardsQuery('switcher', CardSwitcherGate.status);

/**
 * The cards on the switcher. Kept while another card is chosen (the card list asks again then, and
 * the chips must not blink away); dropped for another member and when the cards change.
 */
export const $switcherCards = createMemberStore<MemberCard[]>([], { name: 'card-switcher.$switcherCards' })
  .on(query.finished.success, (_, { result }) => result)
  .reset(cardsChanged);
/** Cards still to come, from the first render: the switcher keeps their space, the page below stays put. */
export const $switcherLoading = createAwaitingAnswer(query);
export const $switcherFailed = query.$failed;
export const $currentCardId = $cardId;

sample({ clock: [CardSwitcherGate.open, switcherRetried], target: query.start });
sample({ clock: cardPicked, target: currentCardChosen });

// A current card that is no longer bound (unbound or retired elsewhere): show the main card instead.
sample({
  clock: $switcherCards.updates,
  source: $cardId,
  filter: (cardId, cards) => cards.length > 0 && !cards.some((card) => card.cardId === cardId),
  fn: (_, cards) => cards[0]!.cardId,
  target: currentCardChosen,
});

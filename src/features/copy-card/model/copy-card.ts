import { createEvent, createStore, sample } from 'effector';
import { calls, createMemberStore, createAction, hashPassword, type CardSummary } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { cardListQuery, cardsChanged } from '@/entities/card';
import { $cardId, currentCardChosen } from '@/entities/session';
import { validateCopyCard, type CopyCardErrors, type CopyCardFields } from './validate';

/**
 * Replaces one of the member's cards by a free card (copyCard) with the account password: the old
 * card is retired and its figures move to the new one.
 */
export const copyCardAction = createAction({
  call: calls.copyCard,
  name: 'card.copy',
  failure: 'form',
  // The new card takes the old one's place in the list at once; the refetch brings its id.
  optimistic: {
    query: cardListQuery,
    change: (cards, { params }) => cards.map((card) => (card.cardNo === params.cardNoOld ? { ...card, cardNo: params.cardNoNew } : card)),
  },
  refresh: [cardsChanged],
  success: { tone: 'success', message: { key: 'cards:copy.done' } },
});

/** "Copy" was pressed on a card: its copy form opens (one at a time). */
export const copyOpened = createEvent<CardSummary>();
/** Cancel, Escape, or the card copied. */
export const copyClosed = createEvent();

/** The card whose copy form is open. */
export const $copiedCard = createMemberStore<CardSummary | null>(null, { name: 'copyCard.$copiedCard' })
  .on(copyOpened, (_, card) => card)
  .reset(copyClosed);

export const copyCardForm = createForm<CopyCardFields, CopyCardErrors>({
  name: 'copyCard',
  initial: { cardNoNew: '', password: '' },
  validate: validateCopyCard,
  sender: copyCardAction,
});

// Another card's form starts empty; the password is never kept once the form closes.
sample({ clock: [copyOpened, copyClosed], target: copyCardForm.reset });

/** The card being copied, kept from the submit to the answer (the form may close meanwhile); each send sets it. */
const $copySource = createStore<number | null>(null);

const sent = sample({
  clock: copyCardForm.validSubmitted,
  source: $copiedCard,
  filter: (card) => card !== null,
  fn: (card, { cardNoNew, password }) => ({ card: card!, cardNoNew: cardNoNew.trim(), password: hashPassword(password) }),
});
sample({ clock: sent, fn: ({ card }) => card.cardId, target: $copySource });
sample({
  clock: sent,
  fn: ({ card, cardNoNew, password }) => ({ cardNoOld: card.cardNo, cardNoNew, password }),
  target: copyCardAction.requested,
});

sample({ clock: copyCardAction.mutation.finished.success, target: copyClosed });

/**
 * My page showed the copied card: it follows the new card, whose id the refreshed list brings
 * (the old card id is retired).
 */
const $followedCardNo = createStore<string | null>(null);
sample({
  clock: copyCardAction.mutation.finished.success,
  source: { current: $cardId, copied: $copySource },
  filter: ({ current, copied }) => current !== null && current === copied,
  fn: (_, { params }) => params.cardNoNew,
  target: $followedCardNo,
});
const followed = sample({
  clock: cardListQuery.finished.success,
  source: $followedCardNo,
  filter: (cardNo): cardNo is string => cardNo !== null,
  fn: (cardNo, { result }) => result.find((card) => card.cardNo === cardNo)?.cardId ?? null,
});
sample({ clock: followed, filter: (cardId): cardId is number => cardId !== null, target: currentCardChosen });
$followedCardNo.reset(followed);

import { isCardNumber, MAX_CARDS } from '@/shared/api/wire';
import { allow, refuse, type Decision } from './decision';
import type { MessageKey } from './messages';

/**
 * Rules of the card settings (api-reference section 4): binding a card, unbinding one, choosing
 * the main card and copying a card onto a new number, each a `Decision`; the handlers only gather
 * the records and write.
 */

/**
 * Where a card number stands for a member who wants it:
 * - `free`: issued by the network, held by no one, never used up: it can be bound or copied onto;
 * - `yours`: already one of the member's cards;
 * - `taken`: bound to another member;
 * - `retired`: replaced by `copyCard`, never usable again;
 * - `unknown`: the network never issued it.
 */
export type CardNumberStatus = 'free' | 'yours' | 'taken' | 'retired' | 'unknown';

export interface CardNumberFacts {
  /** The member of the bound card with that number, if one is. */
  boundTo: number | undefined;
  /** The number's loose-card record, if it has one (free or retired). */
  loose: 'free' | 'retired' | undefined;
}

/** A bound card wins over a stale loose record: a number in a member's hands is never free. */
export function cardNumberStatus(memberId: number, { boundTo, loose }: CardNumberFacts): CardNumberStatus {
  if (boundTo !== undefined) return boundTo === memberId ? 'yours' : 'taken';
  if (loose === 'retired') return 'retired';
  return loose === 'free' ? 'free' : 'unknown';
}

const REFUSAL_OF_STATUS: Record<Exclude<CardNumberStatus, 'free'>, MessageKey> = {
  yours: 'cardAlreadyYours',
  taken: 'cardTaken',
  retired: 'cardRetired',
  unknown: 'cardUnknown',
};

/** Whether a number can become a card of the member (format first, then where it stands). */
export function decideNewCardNumber(cardNo: string, status: CardNumberStatus): Decision {
  if (!isCardNumber(cardNo)) return refuse('cardNoFormat');
  return status === 'free' ? allow : refuse(REFUSAL_OF_STATUS[status]);
}

/**
 * cardBundling: a member binds at most `MAX_CARDS` cards, and only a free number of 16 digits.
 * `memberCards` is how many cards the member holds now.
 */
export function decideBinding(cardNo: string, memberCards: number, status: CardNumberStatus): Decision {
  if (!isCardNumber(cardNo)) return refuse('cardNoFormat');
  if (memberCards >= MAX_CARDS) return refuse('cardLimitReached', { max: MAX_CARDS });
  return decideNewCardNumber(cardNo, status);
}

export interface OwnedCardFacts {
  memberId: number;
  isMainCard: boolean;
}

/** cardUnbundling: only one of the member's own cards, and never the main card. */
export function decideUnbinding(memberId: number, card: OwnedCardFacts | undefined): Decision {
  if (!card || card.memberId !== memberId) return refuse('notYourCard');
  return card.isMainCard ? refuse('cardMainNotUnbindable') : allow;
}

/** masterCard: only one of the member's own cards becomes main (the main card again changes nothing). */
export function decideMasterCard(memberId: number, card: OwnedCardFacts | undefined): Decision {
  return !card || card.memberId !== memberId ? refuse('notYourCard') : allow;
}

export interface CopyFacts {
  /** The hash sent equals the member's password hash. */
  passwordMatches: boolean;
  /** The card numbered `cardNoOld`, if any card is. */
  oldCard: OwnedCardFacts | undefined;
  cardNoNew: string;
  newStatus: CardNumberStatus;
}

/**
 * copyCard: the password first (so nobody probes card numbers without it), then the old card
 * must be the member's, then the new number must be free, with the checks of binding.
 */
export function decideCopy(memberId: number, facts: CopyFacts): Decision {
  if (!facts.passwordMatches) return refuse('cardCopyPasswordWrong');
  if (!facts.oldCard || facts.oldCard.memberId !== memberId) return refuse('notYourCard');
  return decideNewCardNumber(facts.cardNoNew, facts.newStatus);
}

export interface LooseNumber {
  cardNo: string;
  status: 'free' | 'retired';
}

/** The loose cards a member could bind now: free ones no card holds, in the order they were issued. */
export function freeLooseCards<Loose extends LooseNumber>(loose: readonly Loose[], boundNumbers: Iterable<string>): Loose[] {
  const bound = new Set(boundNumbers);
  return loose.filter((card) => card.status === 'free' && !bound.has(card.cardNo));
}

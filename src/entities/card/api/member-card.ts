import type { Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';
import { cardsChanged } from '../model/cards-changed';

/**
 * The card the member is looking at (memberCard with the session's current card): portrait,
 * country, name, number and figures. It follows the current card (the card switcher, a new main
 * card) and, like the card list, asks again when the cards change. One per screen, by name.
 */
export const createMemberCardQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.memberCard, { name: `card.memberCard.${name}`, active, refreshOn: [cardsChanged] });

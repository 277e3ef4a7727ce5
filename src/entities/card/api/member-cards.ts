import type { Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';
import { cardsChanged } from '../model/cards-changed';

/**
 * Every card bound to the logged-in member, main card first (memberCardALL). One per screen, by
 * name. When the cards change (cardsChanged) it asks again while on screen, and forgets its
 * answer while off screen, so opening the screen later never shows a card that is gone.
 */
export const createMemberCardsQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery(calls.memberCardAll, { name: `card.memberCards.${name}`, active, refreshOn: [cardsChanged] });

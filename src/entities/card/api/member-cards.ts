import { sample, type Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';
import { cardsChanged } from '../model/cards-changed';

/**
 * Every card bound to the logged-in member, main card first (memberCardALL). One per screen, by
 * name. When the cards change (cardsChanged) it asks again while on screen, and forgets its
 * answer while off screen, so opening the screen later never shows a card that is gone.
 */
export const createMemberCardsQuery = (name: string, active: Store<boolean>) => {
  const memberCards = createMemberQuery({
    definition: calls.memberCardAll,
    name: `card.memberCards.${name}`,
    params: ({ memberId }) => ({ memberId }),
    active,
  });
  sample({ clock: cardsChanged, filter: active, target: memberCards.refresh });
  sample({ clock: cardsChanged, filter: active.map((on) => !on), target: memberCards.query.reset });
  return memberCards;
};

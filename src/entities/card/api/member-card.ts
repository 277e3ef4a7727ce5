import { sample, type Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';
import { cardsChanged } from '../model/cards-changed';

/**
 * The card the member is looking at (memberCard with the session's current card): portrait,
 * country, name, number and figures. It follows the current card (the card switcher, a new main
 * card) and, like the card list, asks again when the cards change. One per screen, by name.
 */
export const createMemberCardQuery = (name: string, active: Store<boolean>) => {
  const memberCard = createMemberQuery({
    definition: calls.memberCard,
    name: `card.memberCard.${name}`,
    params: ({ memberId, cardId }) => ({ cardId, memberId }),
    active,
  });
  sample({ clock: cardsChanged, filter: active, target: memberCard.refresh });
  sample({ clock: cardsChanged, filter: active.map((on) => !on), target: memberCard.query.reset });
  return memberCard;
};

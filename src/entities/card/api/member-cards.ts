import type { Store } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';

/** Every card bound to the logged-in member, main card first (memberCardALL). One per screen, by name. */
export const createMemberCardsQuery = (name: string, active: Store<boolean>) =>
  createMemberQuery({
    definition: calls.memberCardAll,
    name: `card.memberCards.${name}`,
    params: ({ memberId }) => ({ memberId }),
    active,
  });

import { createEvent } from 'effector';

/**
 * The member's cards changed on the backend (a card bound, unbound, made main or copied): every
 * card query on screen asks again, and the ones off screen drop their answer, so no screen shows
 * a card that is gone. The card features send it when their call succeeds.
 */
export const cardsChanged = createEvent({ name: 'card.cardsChanged' });

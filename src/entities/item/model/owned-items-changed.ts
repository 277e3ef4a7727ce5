import { createEvent } from 'effector';

/**
 * The member's items changed on the backend: one bought, renewed or received, or a slot or template
 * applied. My items and the item settings on screen ask again; the features that change items send
 * it when their call succeeds (as cardsChanged does for cards).
 */
export const ownedItemsChanged = createEvent({ name: 'item.ownedItemsChanged' });

import { createEvent, sample } from 'effector';
import { calls, createMemberQuery } from '@/shared/api';
import { createPresence } from '@/shared/lib/presence';

/**
 * The gift box changed on the backend (a gift opened, a request answered): the count and the
 * box's lists on screen ask again; a count off screen forgets its answer, so it is read fresh.
 */
export const giftBoxChanged = createEvent({ name: 'gift.giftBoxChanged' });

/** Whether a gift box button shows the count: on an item-shop page the header and the shop's tools both do. */
export const giftCountPresence = createPresence('gift.count');
const { $onScreen: $countOnScreen } = giftCountPresence;

/** Unopened gifts plus open requests (itemgift/count). */
export const giftCountQuery = createMemberQuery(calls.giftCount, { name: 'gift.count', active: $countOnScreen, refreshOn: [giftBoxChanged] });
/** Ask for the count again (the box opened). */
export const giftCountRefreshed = giftCountQuery.start;

sample({ clock: $countOnScreen.updates, filter: (onScreen) => onScreen, target: giftCountQuery.start });

/** The count last read; null before the first answer (a refresh keeps the old figure until the new one). */
export const $giftCount = giftCountQuery.$data;

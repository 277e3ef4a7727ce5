import { createEvent, sample } from 'effector';
import { calls, createAction, createActionLane } from '@/shared/api';
import { giftBoxChanged } from '@/entities/gift';
import { ownedItemsChanged } from '@/entities/item';

/**
 * One opening at a time, one gift or all: a double click sends one request, and "Open all" never
 * races an "Open" of a gift it would open itself (the second call would be refused as opened).
 */
const opening = createActionLane('openGift');
export const $giftsOpening = opening.$pending;

/** Opens one gift of the member's box: its item for 90 days (83 when it waited more than 7). */
export const openGiftAction = createAction({
  call: calls.receiveGift,
  name: 'gift.receive',
  lane: opening,
  refresh: [ownedItemsChanged],
  success: { tone: 'success', message: { key: 'gifts:toast.opened' } },
});
/** Opens every gift of the box at once. */
export const openAllGiftsAction = createAction({
  call: calls.receiveAllGifts,
  name: 'gift.receiveAll',
  lane: opening,
  refresh: [ownedItemsChanged],
  success: { tone: 'success', message: { key: 'gifts:toast.openedAll' } },
});

export const giftOpenClicked = createEvent<number>({ name: 'openGift.giftOpenClicked' });
export const allGiftsOpenClicked = createEvent({ name: 'openGift.allGiftsOpenClicked' });

sample({ clock: giftOpenClicked, fn: (giftId) => ({ giftId }), target: openGiftAction.requested });
sample({ clock: allGiftsOpenClicked, fn: () => ({}), target: openAllGiftsAction.requested });

// Opened or refused (opened meanwhile in another tab), the box shows the backend's state again.
sample({
  clock: [openGiftAction.mutation.finished.finally, openAllGiftsAction.mutation.finished.finally],
  target: giftBoxChanged,
});

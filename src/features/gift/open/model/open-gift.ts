import { createEvent, sample, type Store } from 'effector';
import { calls, createApiMutation } from '@/shared/api';
import { toastShown } from '@/shared/ui';
import { giftBoxChanged } from '@/entities/gift';
import { ownedItemsChanged } from '@/entities/item';

/** Opens one gift of the member's box: its item for 90 days (83 when it waited more than 7). */
export const openGiftMutation = createApiMutation(calls.receiveGift, 'gift.receive');
/** Opens every gift of the box at once. */
export const openAllGiftsMutation = createApiMutation(calls.receiveAllGifts, 'gift.receiveAll');

export const giftOpenClicked = createEvent<number>({ name: 'openGift.giftOpenClicked' });
export const allGiftsOpenClicked = createEvent({ name: 'openGift.allGiftsOpenClicked' });

/**
 * One opening at a time, one gift or all: a double click sends one request, and "Open all" never
 * races an "Open" of a gift it would open itself (the second call would be refused as opened).
 */
export const $giftsOpening: Store<boolean> = sample({
  source: { one: openGiftMutation.$pending, all: openAllGiftsMutation.$pending },
  fn: ({ one, all }) => one || all,
});

sample({
  clock: giftOpenClicked,
  filter: $giftsOpening.map((opening) => !opening),
  fn: (giftId) => ({ giftId }),
  target: openGiftMutation.start,
});
sample({
  clock: allGiftsOpenClicked,
  filter: $giftsOpening.map((opening) => !opening),
  fn: () => ({}),
  target: openAllGiftsMutation.start,
});

// Opened or refused (opened meanwhile in another tab), the box shows the backend's state again.
sample({
  clock: [openGiftMutation.finished.finally, openAllGiftsMutation.finished.finally],
  target: giftBoxChanged,
});
sample({ clock: [openGiftMutation.finished.success, openAllGiftsMutation.finished.success], target: ownedItemsChanged });
sample({
  clock: openGiftMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'gifts:toast.opened' } }),
  target: toastShown,
});
sample({
  clock: openAllGiftsMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'gifts:toast.openedAll' } }),
  target: toastShown,
});

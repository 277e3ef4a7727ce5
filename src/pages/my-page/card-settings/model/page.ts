import { createStore } from 'effector';
import { copyCardAction } from '@/features/copy-card';
import { setMainCardAction } from '@/features/set-main-card';
import { unbindCardAction } from '@/features/unbind-card';

/**
 * Raised when a change took the focused control away (the new main card loses its "Set as main
 * card" button, a copied or deleted card leaves the list): the screen then moves focus to the
 * list, so keyboard and screen-reader users are not dropped at the top of the page.
 */
export const $listFocusRequests = createStore(0, { name: 'cardSettings.$listFocusRequests' }).on(
  [setMainCardAction.mutation.finished.success, copyCardAction.mutation.finished.success, unbindCardAction.mutation.finished.success],
  (count) => count + 1,
);

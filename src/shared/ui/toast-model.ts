import { createEvent, createStore, sample } from 'effector';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** Either a translation key (our own words) or a server text (shown as the server wrote it). */
export type ToastMessage = { key: string } | { text: string };

export interface Toast {
  id: number;
  tone: ToastTone;
  message: ToastMessage;
}

export const toastShown = createEvent<{ tone: ToastTone; message: ToastMessage }>();
export const toastDismissed = createEvent<number>();
/** Several toasts at once, e.g. the failure toasts of a form that is sent again. */
export const toastsDismissed = createEvent<readonly number[]>();

export const $toasts = createStore<Toast[]>([]);
const $nextId = createStore(1);

const toastAdded = sample({
  clock: toastShown,
  source: $nextId,
  fn: (id, toast): Toast => ({ id, ...toast }),
});

sample({ clock: toastAdded, source: $nextId, fn: (id) => id + 1, target: $nextId });
// The same message twice in a row (e.g. several calls failing at once) shows once.
sample({
  clock: toastAdded,
  source: $toasts,
  fn: (toasts, toast) =>
    toasts.some((shown) => JSON.stringify(shown.message) === JSON.stringify(toast.message))
      ? toasts
      : [...toasts.slice(-3), toast],
  target: $toasts,
});
sample({
  clock: toastDismissed,
  source: $toasts,
  fn: (toasts, id) => toasts.filter((toast) => toast.id !== id),
  target: $toasts,
});
sample({
  clock: toastsDismissed,
  source: $toasts,
  fn: (toasts, ids) => toasts.filter((toast) => !ids.includes(toast.id)),
  target: $toasts,
});

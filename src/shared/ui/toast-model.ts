import { createEvent, createStore, sample } from 'effector';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/**
 * Either a translation key (our own words, with the values it puts in, translated when shown, so a
 * toast follows a language change) or a server text (shown as the server wrote it).
 */
export type ToastMessage = { key: string; values?: Readonly<Record<string, string | number>> } | { text: string };

/** The words a toast message shows, translated with `t` (the region's, or a test's `i18n.t`). */
export const messageText = (message: ToastMessage, t: (key: string, values: Record<string, string | number>) => string): string =>
  'key' in message ? t(message.key, { ...message.values }) : message.text;

export interface ToastRequest {
  tone: ToastTone;
  message: ToastMessage;
  /**
   * What the toast is about, when it holds only as long as that does: whoever raised it withdraws
   * it (`toastsWithdrawn`) once it no longer holds (a form's failure once the form is sent again or
   * left, "Please login and check!" once the member is in).
   */
  topic?: string;
}

export interface Toast extends ToastRequest {
  id: number;
}

export const toastShown = createEvent<ToastRequest>();
export const toastDismissed = createEvent<number>();
/** The toasts of a topic no longer hold: they go. Only the one who raised them sends it. */
export const toastsWithdrawn = createEvent<string>();

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
  clock: toastsWithdrawn,
  source: $toasts,
  filter: (toasts, topic) => toasts.some((toast) => toast.topic === topic),
  fn: (toasts, topic) => toasts.filter((toast) => toast.topic !== topic),
  target: $toasts,
});

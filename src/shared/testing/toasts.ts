import type { Scope } from 'effector';
import { i18n } from '@/shared/i18n';
import { $toasts, messageText, type ToastTone } from '@/shared/ui';

/** The toasts on screen as the member reads them: each one's tone and words (in the test's language). */
export const shownToasts = (scope: Scope): { tone: ToastTone; text: string }[] =>
  scope.getState($toasts).map(({ tone, message }) => ({ tone, text: messageText(message, (key, values) => i18n.t(key, values)) }));

import { sample } from 'effector';
import { calls, createApiMutation, refreshOnSuccess } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { cardListQuery, cardsChanged } from '@/entities/card';
import { $memberId } from '@/entities/session';
import { validateBindCard, type BindCardErrors, type BindCardFields } from './validate';

/** Binds a free card to the member (cardBundling). The backend refuses a 4th card, an unknown one, or one bound to anyone. */
export const bindCardMutation = createApiMutation(calls.cardBundling, 'card.bind');

export const bindCardForm = createForm<BindCardFields, BindCardErrors>({
  name: 'bindCard',
  initial: { cardNo: '' },
  validate: validateBindCard,
  sender: bindCardMutation,
});

sample({
  clock: bindCardForm.validSubmitted,
  source: $memberId,
  filter: (memberId) => memberId !== null,
  fn: (memberId, { cardNo }) => ({ cardNo: cardNo.trim(), memberId: memberId! }),
  target: bindCardMutation.start,
});

refreshOnSuccess(cardListQuery, bindCardMutation);
sample({ clock: bindCardMutation.finished.success, target: [cardsChanged, bindCardForm.reset] });
sample({
  clock: bindCardMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'cards:bind.done' } }),
  target: toastShown,
});

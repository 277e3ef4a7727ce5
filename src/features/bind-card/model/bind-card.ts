import { sample } from 'effector';
import { calls, createAction } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { cardListQuery, cardsChanged } from '@/entities/card';
import { $memberId } from '@/entities/session';
import { validateBindCard, type BindCardErrors, type BindCardFields } from './validate';

/** Binds a free card to the member (cardBundling). The backend refuses a 4th card, an unknown one, or one bound to anyone. */
export const bindCardAction = createAction({
  call: calls.cardBundling,
  name: 'card.bind',
  failure: 'form',
  refresh: [cardListQuery, cardsChanged],
  success: { tone: 'success', message: { key: 'cards:bind.done' } },
});

export const bindCardForm = createForm<BindCardFields, BindCardErrors>({
  name: 'bindCard',
  initial: { cardNo: '' },
  validate: validateBindCard,
  sender: bindCardAction,
});

sample({
  clock: bindCardForm.validSubmitted,
  source: $memberId,
  filter: (memberId) => memberId !== null,
  fn: (memberId, { cardNo }) => ({ cardNo: cardNo.trim(), memberId: memberId! }),
  target: bindCardAction.requested,
});

sample({ clock: bindCardAction.mutation.finished.success, target: bindCardForm.reset });

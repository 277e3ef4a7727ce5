import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { toastShown } from '@/shared/ui';
import { coinsChanged } from '@/entities/coin';
import { createPartnerChooser } from '@/entities/gift';

/** Gives an item to a friend or a player met lately: the sender pays its price; it lands unopened in their box. */
export const sendGiftMutation = createApiMutation(calls.sendGift, 'gift.send');

export const sendGiftDialog = createPartnerChooser({ name: 'sendGift' });

/** Next: from choosing the recipient to the question naming recipient, item and price. */
export const recipientConfirmed = createEvent({ name: 'sendGift.recipientConfirmed' });
export const backToRecipients = createEvent({ name: 'sendGift.backToRecipients' });
export const sendConfirmed = createEvent({ name: 'sendGift.sendConfirmed' });

export const $step = createStore<'recipient' | 'confirm'>('recipient', { name: 'sendGift.$step' })
  .on(sample({ clock: recipientConfirmed, source: sendGiftDialog.$chosen, filter: Boolean }), () => 'confirm')
  .reset(backToRecipients, sendGiftDialog.opened, sendGiftDialog.closed);

export const $sending = sendGiftMutation.$pending;

const sendStarted = sample({
  clock: sendConfirmed,
  source: { item: sendGiftDialog.$item, recipient: sendGiftDialog.$chosen, sending: $sending, step: $step },
  filter: ({ item, recipient, sending, step }) => item !== null && recipient !== null && !sending && step === 'confirm',
  fn: ({ item, recipient }) => ({ itemId: item!.id, revMemberId: recipient!.memberId, name: recipient!.name }),
});
sample({ clock: sendStarted, fn: ({ itemId, revMemberId }) => ({ itemId, revMemberId }), target: sendGiftMutation.start });

/** Whom the gift on its way goes to, for the success toast (the dialog forgets its choice when it closes). */
const $sendingTo = createStore('', { name: 'sendGift.$sendingTo' }).on(sendStarted, (_, { name }) => name);

sample({ clock: sendGiftMutation.finished.success, target: [coinsChanged, sendGiftDialog.closed] });
sample({
  clock: sendGiftMutation.finished.success,
  source: $sendingTo,
  // The toast names the recipient, so it is written in the language of the moment.
  fn: (name) => ({ tone: 'success' as const, message: { text: i18n.t('gifts:toast.sent', { name }) } }),
  target: toastShown,
});

import { createEvent, createStore, sample } from 'effector';
import { calls, createAction } from '@/shared/api';
import { coinsChanged, type Payment } from '@/entities/coin';
import { createPartnerChooser, isGiftable, type GiftItemRef } from '@/entities/gift';

/** Whom the gift on its way goes to, for the message (the dialog forgets its choice when it closes). */
const $sendingTo = createStore('', { name: 'sendGift.$sendingTo' });

/** Gives an item to a friend or a player met lately: the sender pays its price; it lands unopened in their box. */
export const sendGiftAction = createAction({
  call: calls.sendGift,
  name: 'gift.send',
  refresh: [coinsChanged],
  success: { source: $sendingTo, notice: (name) => ({ tone: 'success', message: { key: 'gifts:toast.sent', values: { name } } }) },
});

export const sendGiftDialog = createPartnerChooser({ name: 'sendGift' });

/**
 * Why "Give as a present" cannot succeed: a Style item is never a present, and the sender pays, so
 * the gold must cover the price (`payment`: the item's price out of the member's gold, null while
 * unknown); null when it can.
 */
export const giveBlockOf = (item: Pick<GiftItemRef, 'type'>, payment: Payment | null): 'style' | 'short' | null =>
  !isGiftable(item) ? 'style' : payment !== null && payment.missing > 0 ? 'short' : null;

/** Next: from choosing the recipient to the question naming recipient, item and price. */
export const recipientConfirmed = createEvent({ name: 'sendGift.recipientConfirmed' });
export const backToRecipients = createEvent({ name: 'sendGift.backToRecipients' });
export const sendConfirmed = createEvent({ name: 'sendGift.sendConfirmed' });

export const $step = createStore<'recipient' | 'confirm'>('recipient', { name: 'sendGift.$step' })
  .on(sample({ clock: recipientConfirmed, source: sendGiftDialog.$chosen, filter: Boolean }), () => 'confirm')
  .reset(backToRecipients, sendGiftDialog.opened, sendGiftDialog.closed);

export const $sending = sendGiftAction.$pending;

const sendStarted = sample({
  clock: sendConfirmed,
  source: { item: sendGiftDialog.$item, recipient: sendGiftDialog.$chosen, step: $step },
  filter: ({ item, recipient, step }) => item !== null && recipient !== null && step === 'confirm',
  fn: ({ item, recipient }) => ({ itemId: item!.id, revMemberId: recipient!.memberId, name: recipient!.name }),
});
$sendingTo.on(sendStarted, (_, { name }) => name);
sample({ clock: sendStarted, fn: ({ itemId, revMemberId }) => ({ itemId, revMemberId }), target: sendGiftAction.requested });

sample({ clock: sendGiftAction.mutation.finished.success, target: sendGiftDialog.closed });

import { createEvent, createStore, sample } from 'effector';
import { calls, createAction } from '@/shared/api';
import { createPartnerChooser } from '@/entities/gift';

/** Whom the request on its way goes to, for the message (the dialog forgets its choice when it closes). */
const $askingWhom = createStore('', { name: 'askGift.$askingWhom' });

/** Asks a friend or a player met lately to give an item: a request in their box; they pay if they accept. */
export const askGiftAction = createAction({
  call: calls.askGift,
  name: 'gift.ask',
  success: { source: $askingWhom, notice: (name) => ({ tone: 'success', message: { key: 'gifts:toast.asked', values: { name } } }) },
});

export const askGiftDialog = createPartnerChooser({ name: 'askGift' });

export const askConfirmed = createEvent({ name: 'askGift.askConfirmed' });
export const $asking = askGiftAction.$pending;

const askStarted = sample({
  clock: askConfirmed,
  source: { item: askGiftDialog.$item, partner: askGiftDialog.$chosen },
  filter: ({ item, partner }) => item !== null && partner !== null,
  fn: ({ item, partner }) => ({ itemId: item!.id, sndMemberId: partner!.memberId, name: partner!.name }),
});
$askingWhom.on(askStarted, (_, { name }) => name);
sample({ clock: askStarted, fn: ({ itemId, sndMemberId }) => ({ itemId, sndMemberId }), target: askGiftAction.requested });

sample({ clock: askGiftAction.mutation.finished.success, target: askGiftDialog.closed });

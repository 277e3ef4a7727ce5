import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { toastShown } from '@/shared/ui';
import { createPartnerChooser } from '@/entities/gift';

/** Asks a friend or a player met lately to give an item: a request in their box; they pay if they accept. */
export const askGiftMutation = createApiMutation(calls.askGift, 'gift.ask');

export const askGiftDialog = createPartnerChooser({ name: 'askGift' });

export const askConfirmed = createEvent({ name: 'askGift.askConfirmed' });
export const $asking = askGiftMutation.$pending;

const askStarted = sample({
  clock: askConfirmed,
  source: { item: askGiftDialog.$item, partner: askGiftDialog.$chosen, asking: $asking },
  filter: ({ item, partner, asking }) => item !== null && partner !== null && !asking,
  fn: ({ item, partner }) => ({ itemId: item!.id, sndMemberId: partner!.memberId, name: partner!.name }),
});
sample({ clock: askStarted, fn: ({ itemId, sndMemberId }) => ({ itemId, sndMemberId }), target: askGiftMutation.start });

/** Whom the request on its way goes to, for the success toast (the dialog forgets its choice when it closes). */
const $askingWhom = createStore('', { name: 'askGift.$askingWhom' }).on(askStarted, (_, { name }) => name);

sample({ clock: askGiftMutation.finished.success, target: askGiftDialog.closed });
sample({
  clock: askGiftMutation.finished.success,
  source: $askingWhom,
  // The toast names the member asked, so it is written in the language of the moment.
  fn: (name) => ({ tone: 'success' as const, message: { text: i18n.t('gifts:toast.asked', { name }) } }),
  target: toastShown,
});

import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  calls,
  createApiMutation,
  createMemberQuery,
  emptyAwardMessages,
  formatAwardMessages,
  parseAwardMessages,
  refreshOnSuccess,
  type AwardMessages,
} from '@/shared/api';
import { createForm } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { $memberId } from '@/entities/session';
import { validateAwardMessages, type AwardMessageErrors } from './validate';

/** Open while the award-message form shows. */
export const AwardMessagesGate = createGate('award-messages');

export const awardMessagesQuery = createMemberQuery(calls.getAwardMessage, { name: 'account.awardMessages', active: AwardMessagesGate.status });
/** Ask for the stored messages again (the form opened, a retry). */
export const awardMessagesRefreshRequested = awardMessagesQuery.start;

/**
 * The stored messages, read defensively (api-reference section 1): a string that is not the
 * documented JSON reads as all defaults, and `$storedUnreadable` says so instead of breaking the page.
 */
export const $storedUnreadable = awardMessagesQuery.$data.map(
  (data) => data !== null && parseAwardMessages(data.awardMessage) === null,
);

export const setAwardMessagesMutation = createApiMutation(calls.setUpAwardMessage, 'account.setUpAwardMessage');

export const awardMessagesForm = createForm<AwardMessages, AwardMessageErrors>({
  name: 'account.awardMessages.form',
  initial: emptyAwardMessages(),
  validate: validateAwardMessages,
  sender: setAwardMessagesMutation,
});

/** Whether the member has typed since the form last took the stored messages. */
const $edited = createStore(false, { name: 'awardMessages.$edited' })
  .on(awardMessagesForm.fieldChanged, () => true)
  .reset(AwardMessagesGate.close, setAwardMessagesMutation.finished.success);

sample({ clock: AwardMessagesGate.open, target: awardMessagesRefreshRequested });
sample({ clock: AwardMessagesGate.close, target: awardMessagesForm.reset });

// The stored messages fill the form when they arrive, unless the member is typing.
sample({
  clock: awardMessagesQuery.finished.success,
  source: { edited: $edited, open: AwardMessagesGate.status },
  filter: ({ edited, open }) => open && !edited,
  fn: (_, { result }) => parseAwardMessages(result.awardMessage) ?? emptyAwardMessages(),
  target: awardMessagesForm.$fields,
});

sample({
  clock: awardMessagesForm.validSubmitted,
  source: $memberId,
  filter: (memberId) => memberId !== null,
  fn: (memberId, messages) => ({ memberId: memberId!, message: formatAwardMessages(messages) }),
  target: setAwardMessagesMutation.start,
});

// What was saved shows at once; the refetch confirms it.
refreshOnSuccess(awardMessagesQuery, setAwardMessagesMutation, (data, { params }) => ({ ...data, awardMessage: params.message }));

sample({
  clock: setAwardMessagesMutation.finished.success,
  fn: () => ({ tone: 'info' as const, message: { key: 'account:awards.saved' } }),
  target: toastShown,
});

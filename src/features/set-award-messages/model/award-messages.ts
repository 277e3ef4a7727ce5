import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  calls,
  createAction,
  createMemberQuery,
  emptyAwardMessages,
  formatAwardMessages,
  parseAwardMessages,
  type AwardMessages,
} from '@/shared/api';
import { createForm } from '@/shared/lib';
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

export const setAwardMessagesAction = createAction({
  call: calls.setUpAwardMessage,
  name: 'account.setUpAwardMessage',
  failure: 'form',
  // What was saved shows at once; the refetch confirms it.
  optimistic: { query: awardMessagesQuery, change: (data, { params }) => ({ ...data, awardMessage: params.message }) },
  success: { tone: 'info', message: { key: 'account:awards.saved' } },
});

export const awardMessagesForm = createForm<AwardMessages, AwardMessageErrors>({
  name: 'account.awardMessages.form',
  initial: emptyAwardMessages(),
  validate: validateAwardMessages,
  sender: setAwardMessagesAction,
});

/** Whether the member has typed since the form last took the stored messages. */
const $edited = createStore(false, { name: 'awardMessages.$edited' })
  .on(awardMessagesForm.fieldChanged, () => true)
  .reset(AwardMessagesGate.close, setAwardMessagesAction.mutation.finished.success);

sample({ clock: AwardMessagesGate.open, target: awardMessagesRefreshRequested });

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
  target: setAwardMessagesAction.requested,
});

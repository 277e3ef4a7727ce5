import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createApiMutation } from '@/shared/api';
import { toWireAddress, validateAddress, type AddressError, type Channel } from '@/features/send-code';

export const ForgetIdGate = createGate('forget-id-page');

export interface ForgetIdFields {
  channel: Channel;
  email: string;
  phone: string;
}

export const channelChanged = createEvent<Channel>();
export const addressChanged = createEvent<string>();
export const forgetIdSubmitted = createEvent();

const emptyFields: ForgetIdFields = { channel: 'email', email: '', phone: '' };
export const $fields = createStore<ForgetIdFields>(emptyFields);
export const $addressError = createStore<AddressError | null>(null);
/** The address the account name went to, once sent. */
export const $sentTo = createStore<{ channel: Channel; address: string } | null>(null);
const $submittedOnce = createStore(false);
/** Submits refused by validation so far: each one sends focus to the invalid field. */
export const $refusedSubmits = createStore(0);

export const forgetAccountMutation = createApiMutation(calls.forgetAccount, 'forget-id.forgetAccount');
export const $pending = forgetAccountMutation.$pending;

const addressOf = (fields: ForgetIdFields) => (fields.channel === 'email' ? fields.email : fields.phone);

$fields
  .on(channelChanged, (fields, channel) => ({ ...fields, channel }))
  .on(addressChanged, (fields, value) => (fields.channel === 'email' ? { ...fields, email: value } : { ...fields, phone: value }));

sample({ clock: forgetIdSubmitted, fn: () => true, target: $submittedOnce });
sample({
  clock: [forgetIdSubmitted, $fields.updates],
  source: { fields: $fields, submitted: $submittedOnce },
  filter: ({ submitted }) => submitted,
  fn: ({ fields }) => validateAddress(fields.channel, addressOf(fields)),
  target: $addressError,
});

const refused = sample({
  clock: forgetIdSubmitted,
  source: $fields,
  filter: (fields) => validateAddress(fields.channel, addressOf(fields)) !== null,
});
$refusedSubmits.on(refused, (count) => count + 1);

sample({
  clock: forgetIdSubmitted,
  source: { fields: $fields, pending: $pending },
  filter: ({ fields, pending }) => !pending && validateAddress(fields.channel, addressOf(fields)) === null,
  fn: ({ fields }) => {
    const address = toWireAddress(fields.channel, addressOf(fields));
    return fields.channel === 'email' ? { email: address, phone: '' } : { email: '', phone: address };
  },
  target: forgetAccountMutation.start,
});

sample({
  clock: forgetAccountMutation.finished.success,
  fn: ({ params }) =>
    params.email
      ? { channel: 'email' as const, address: params.email }
      : { channel: 'sms' as const, address: params.phone ?? '' },
  target: $sentTo,
});
// Typing again starts a new request.
$sentTo.reset(ForgetIdGate.close, addressChanged, channelChanged);
$fields.reset(ForgetIdGate.close);
$addressError.reset(ForgetIdGate.close);
$submittedOnce.reset(ForgetIdGate.close);

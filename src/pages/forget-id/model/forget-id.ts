import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createAction } from '@/shared/api';
import { createForm, type FormErrors } from '@/shared/lib';
import { toWireAddress, validateAddress, type Channel } from '@/features/send-code';

export const ForgetIdGate = createGate('forget-id-page');

export interface ForgetIdFields {
  channel: Channel;
  email: string;
  phone: string;
}
export type ForgetIdErrors = FormErrors<ForgetIdFields>;

const addressOf = (fields: ForgetIdFields) => (fields.channel === 'email' ? fields.email : fields.phone);

/** Only the address of the chosen channel is checked, under that field's name. */
export const validateForgetId = (fields: ForgetIdFields): ForgetIdErrors => {
  const error = validateAddress(fields.channel, addressOf(fields));
  return error ? { [fields.channel === 'email' ? 'email' : 'phone']: error } : {};
};

export const forgetAccountAction = createAction({ call: calls.forgetAccount, name: 'forget-id.forgetAccount', failure: 'form' });

export const forgetIdForm = createForm<ForgetIdFields, ForgetIdErrors>({
  name: 'forget-id',
  initial: { channel: 'email', email: '', phone: '' },
  validate: validateForgetId,
  sender: forgetAccountAction,
});

sample({
  clock: forgetIdForm.validSubmitted,
  fn: (fields) => {
    const address = toWireAddress(fields.channel, addressOf(fields));
    return fields.channel === 'email' ? { email: address, phone: '' } : { email: '', phone: address };
  },
  target: forgetAccountAction.requested,
});

/** The address the account name went to, once sent. */
export const $sentTo = createStore<{ channel: Channel; address: string } | null>(null);
sample({
  clock: forgetAccountAction.mutation.finished.success,
  fn: ({ params }) =>
    params.email
      ? { channel: 'email' as const, address: params.email }
      : { channel: 'sms' as const, address: params.phone ?? '' },
  target: $sentTo,
});
// Typing again starts a new request.
$sentTo.reset(ForgetIdGate.close, forgetIdForm.fieldChanged);

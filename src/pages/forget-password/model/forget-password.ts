import { sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createAction, hashPassword } from '@/shared/api';
import { routes } from '@/shared/config';
import { createForm, navigateFx, type FormErrors, validateNewPassword } from '@/shared/lib';
import { validateCode } from '@/shared/lib/verification-code';
import { createCodeSender, toWireAddress, validateAddress, type Channel } from '@/features/send-code';

/** Opened with the `identification` of `/ForgetPW?identification=` (an email or a phone), maybe empty. */
export const ForgetPasswordGate = createGate<{ identification: string }>('forget-password-page');

export interface ResetFields {
  identification: string;
  code: string;
  password: string;
  confirmPassword: string;
}
export type ResetErrors = FormErrors<ResetFields>;

const emptyFields: ResetFields = { identification: '', code: '', password: '', confirmPassword: '' };

/** An identification with an @ is an email; anything else is read as a phone number. */
export const channelOf = (identification: string): Channel => (identification.includes('@') ? 'email' : 'sms');

export const validateReset = (fields: ResetFields): ResetErrors => {
  const addressError = validateAddress(channelOf(fields.identification), fields.identification);
  const codeError = validateCode(fields.code);
  return {
    ...(addressError ? { identification: addressError } : {}),
    ...(codeError ? { code: codeError } : {}),
    ...validateNewPassword(fields.password, fields.confirmPassword),
  };
};

export const resetPasswordAction = createAction({
  call: calls.resetPassword,
  name: 'forget-password.resetPassword',
  failure: 'form',
  success: { tone: 'success', message: { key: 'auth:forgetPassword.done' } },
});

export const resetForm = createForm<ResetFields, ResetErrors>({
  name: 'forget-password',
  initial: emptyFields,
  validate: validateReset,
  sender: resetPasswordAction,
});
const { $fields } = resetForm;

export const codeSender = createCodeSender({
  name: 'forget-password',
  $channel: $fields.map((fields) => channelOf(fields.identification)),
  $address: $fields.map((fields) => fields.identification),
});

sample({
  clock: ForgetPasswordGate.open,
  // A hand-typed `?identification=+86-…` decodes "+" as a space: a leading space before digits was a "+".
  fn: ({ identification }) => ({ ...emptyFields, identification: identification.replace(/^ (?=\d)/, '+').trim() }),
  target: $fields,
});

sample({
  clock: resetForm.validSubmitted,
  fn: (fields) => ({
    identification: toWireAddress(channelOf(fields.identification), fields.identification),
    code: fields.code.trim(),
    password: hashPassword(fields.password),
  }),
  target: resetPasswordAction.requested,
});

sample({
  clock: resetPasswordAction.mutation.finished.success,
  fn: () => ({ to: routes.login, replace: true }),
  target: navigateFx,
});

// Passwords and codes never outlive the form (the next visit takes the identification from the
// address again; leaving resets the form, see useForm); a failure keeps what was typed.
sample({ clock: resetPasswordAction.mutation.finished.success, target: resetForm.reset });
sample({ clock: ForgetPasswordGate.close, target: codeSender.reset });

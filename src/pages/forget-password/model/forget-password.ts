import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { routes } from '@/shared/config';
import { navigateFx, validateNewPassword } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { createCodeSender, toWireAddress, validateAddress, validateCode, type Channel } from '@/features/send-code';

/** Opened with the `identification` of `/ForgetPW?identification=` (an email or a phone), maybe empty. */
export const ForgetPasswordGate = createGate<{ identification: string }>('forget-password-page');

export interface ResetFields {
  identification: string;
  code: string;
  password: string;
  confirmPassword: string;
}
export type ResetFieldName = keyof ResetFields;
export type ResetErrors = Partial<Record<ResetFieldName, string>>;

const emptyFields: ResetFields = { identification: '', code: '', password: '', confirmPassword: '' };

export const fieldChanged = createEvent<{ name: ResetFieldName; value: string }>();
export const resetSubmitted = createEvent();

export const $fields = createStore<ResetFields>(emptyFields);
export const $errors = createStore<ResetErrors>({});
const $submittedOnce = createStore(false);
/** Submits refused by validation so far: each one sends focus to the first invalid field. */
export const $refusedSubmits = createStore(0);

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

export const resetPasswordMutation = createApiMutation(calls.resetPassword, 'forget-password.resetPassword');
export const $pending = resetPasswordMutation.$pending;

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

$fields.on(fieldChanged, (fields, { name, value }) => ({ ...fields, [name]: value }));
sample({ clock: resetSubmitted, fn: () => true, target: $submittedOnce });
sample({
  clock: [resetSubmitted, $fields.updates],
  source: { fields: $fields, submitted: $submittedOnce },
  filter: ({ submitted }) => submitted,
  fn: ({ fields }) => validateReset(fields),
  target: $errors,
});

const refused = sample({
  clock: resetSubmitted,
  source: $fields,
  filter: (fields) => Object.keys(validateReset(fields)).length > 0,
});
$refusedSubmits.on(refused, (count) => count + 1);

sample({
  clock: resetSubmitted,
  source: { fields: $fields, pending: $pending },
  filter: ({ fields, pending }) => !pending && Object.keys(validateReset(fields)).length === 0,
  fn: ({ fields }) => ({
    identification: toWireAddress(channelOf(fields.identification), fields.identification),
    code: fields.code.trim(),
    password: hashPassword(fields.password),
  }),
  target: resetPasswordMutation.start,
});

sample({
  clock: resetPasswordMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'auth:forgetPassword.done' } }),
  target: toastShown,
});
sample({
  clock: resetPasswordMutation.finished.success,
  fn: () => ({ to: routes.login, replace: true }),
  target: navigateFx,
});

// Passwords and codes never outlive the form; a failure keeps what was typed.
const formClosed = sample({ clock: [resetPasswordMutation.finished.success, ForgetPasswordGate.close] });
$fields.on(formClosed, (fields) => ({ ...fields, code: '', password: '', confirmPassword: '' }));
$errors.reset(formClosed);
$submittedOnce.reset(formClosed);
sample({ clock: ForgetPasswordGate.close, target: codeSender.reset });

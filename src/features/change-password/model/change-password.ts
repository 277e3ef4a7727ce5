import { createEvent, sample } from 'effector';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { $memberId } from '@/entities/session';
import { emptyPasswordChange, validatePasswordChange, type PasswordChangeErrors, type PasswordChangeFields } from './validate';

export const changePasswordMutation = createApiMutation(calls.updatePassword, 'account.updatePassword');

export const passwordForm = createForm<PasswordChangeFields, PasswordChangeErrors>({
  name: 'account.password',
  initial: emptyPasswordChange(),
  validate: validatePasswordChange,
  sender: changePasswordMutation,
});

/** The form is left: no password is kept. */
export const passwordFormLeft = createEvent();

// Both passwords travel as the backend's hash, never as typed (api-reference section 1).
sample({
  clock: passwordForm.validSubmitted,
  source: $memberId,
  filter: (memberId) => memberId !== null,
  fn: (memberId, { oldPassword, password }) => ({
    memberId: memberId!,
    oldPassword: hashPassword(oldPassword),
    newPassword: hashPassword(password),
  }),
  target: changePasswordMutation.start,
});

sample({
  clock: changePasswordMutation.finished.success,
  fn: () => ({ tone: 'info' as const, message: { key: 'account:password.changed' } }),
  target: toastShown,
});
// Done: the passwords are cleared. A refusal (wrong old password) keeps what was typed.
sample({ clock: [changePasswordMutation.finished.success, passwordFormLeft], target: passwordForm.reset });

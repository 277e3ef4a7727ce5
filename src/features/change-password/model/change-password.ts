import { sample } from 'effector';
import { calls, createAction, hashPassword } from '@/shared/api';
import { createForm } from '@/shared/lib';
import { $memberId } from '@/entities/session';
import { emptyPasswordChange, validatePasswordChange, type PasswordChangeErrors, type PasswordChangeFields } from './validate';

export const changePasswordAction = createAction({
  call: calls.updatePassword,
  name: 'account.updatePassword',
  failure: 'form',
  success: { tone: 'info', message: { key: 'account:password.changed' } },
});

export const passwordForm = createForm<PasswordChangeFields, PasswordChangeErrors>({
  name: 'account.password',
  initial: emptyPasswordChange(),
  validate: validatePasswordChange,
  sender: changePasswordAction,
});

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
  target: changePasswordAction.requested,
});

// Done: the passwords are cleared. A refusal (wrong old password) keeps what was typed.
sample({ clock: changePasswordAction.mutation.finished.success, target: passwordForm.reset });

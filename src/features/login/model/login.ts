import { sample } from 'effector';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { routes } from '@/shared/config';
import { createForm, navigateFx } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { sessionStarted } from '@/entities/session';
import { validateLogin, type LoginErrors, type LoginFields } from './validate';

export const loginMutation = createApiMutation(calls.login);

export const loginForm = createForm<LoginFields, LoginErrors>({
  name: 'login',
  initial: { username: '', password: '' },
  validate: validateLogin,
  sender: loginMutation,
});

sample({
  clock: loginForm.validSubmitted,
  fn: ({ username, password }) => ({ username: username.trim(), password: hashPassword(password) }),
  target: loginMutation.start,
});

sample({ clock: loginMutation.finished.success, fn: ({ result }) => result, target: sessionStarted });
sample({
  clock: loginMutation.finished.success,
  fn: () => ({ tone: 'success' as const, message: { key: 'auth:login.welcome' } }),
  target: toastShown,
});
sample({ clock: loginMutation.finished.success, fn: () => ({ to: routes.home, replace: true }), target: navigateFx });

// The password is never kept once it has done its job; leaving the form resets it all.
sample({ clock: loginMutation.finished.success, target: loginForm.reset });

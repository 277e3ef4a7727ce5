import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { routes, safeRedirect } from '@/shared/config';
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
/** The login page says which page to come back to (`?redirect=`); only same-site paths are kept. */
export const returnToChosen = createEvent<string | null>();
export const $returnTo = createStore<string | null>(null).on(returnToChosen, (_, value) => safeRedirect(value));

sample({
  clock: loginMutation.finished.success,
  source: $returnTo,
  fn: (returnTo) => ({ to: returnTo ?? routes.home, replace: true }),
  target: navigateFx,
});
sample({ clock: loginMutation.finished.success, fn: () => null, target: returnToChosen });

// The password is never kept once it has done its job; leaving the form resets it all.
sample({ clock: loginMutation.finished.success, target: loginForm.reset });

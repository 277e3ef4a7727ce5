import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { routes, safeRedirect } from '@/shared/config';
import { createForm, navigateFx } from '@/shared/lib';
import { $toasts, toastShown, toastsDismissed, type Toast } from '@/shared/ui';
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
/** "Please login and check!": what a member route or an ended session said before this login. */
const isLogInRequest = ({ message }: Toast): boolean => 'key' in message && message.key === 'api.sessionExpired';
// Logged in now: the request to log in is answered, so it leaves as the welcome arrives.
sample({
  clock: loginMutation.finished.success,
  source: $toasts,
  filter: (toasts) => toasts.some(isLogInRequest),
  fn: (toasts) => toasts.filter(isLogInRequest).map(({ id }) => id),
  target: toastsDismissed,
});
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

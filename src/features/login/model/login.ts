import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, hashPassword } from '@/shared/api';
import { routes } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { toastShown } from '@/shared/ui';
import { sessionStarted } from '@/entities/session';
import { hasErrors, validateLogin, type LoginErrors } from './validate';

export const usernameChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const loginSubmitted = createEvent();
export const loginFormLeft = createEvent();

export const $username = createStore('');
export const $password = createStore('');
export const $errors = createStore<LoginErrors>({});
/** Field errors show only after a first submit, then follow what is typed. */
const $submittedOnce = createStore(false);
/** Submits refused by validation so far: each one sends focus to the first invalid field. */
export const $refusedSubmits = createStore(0);

export const loginMutation = createApiMutation(calls.login);
export const $pending = loginMutation.$pending;

sample({ clock: usernameChanged, target: $username });
sample({ clock: passwordChanged, target: $password });
sample({ clock: loginSubmitted, fn: () => true, target: $submittedOnce });

sample({
  clock: [loginSubmitted, $username, $password],
  source: { username: $username, password: $password, submitted: $submittedOnce },
  filter: ({ submitted }) => submitted,
  fn: validateLogin,
  target: $errors,
});

const refused = sample({
  clock: loginSubmitted,
  source: { username: $username, password: $password },
  filter: (fields) => hasErrors(validateLogin(fields)),
});
$refusedSubmits.on(refused, (count) => count + 1);

sample({
  clock: loginSubmitted,
  source: { username: $username, password: $password, pending: $pending },
  filter: (fields) => !fields.pending && !hasErrors(validateLogin(fields)),
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

// The password is never kept once it has done its job or the form is left.
sample({ clock: [loginMutation.finished.success, loginFormLeft], fn: () => '', target: $password });
sample({ clock: loginFormLeft, fn: () => ({}), target: $errors });
sample({ clock: loginFormLeft, fn: () => false, target: $submittedOnce });

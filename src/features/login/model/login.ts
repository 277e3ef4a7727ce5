import { createEvent, createStore, sample } from 'effector';
import { calls, createApiMutation, createMemberQuery, hashPassword } from '@/shared/api';
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

/**
 * An account was just created: the form opens holding its name, so the new member types only the
 * password. Never a password: the form's password stays empty.
 */
export const accountPrefilled = createEvent<string>();
sample({ clock: accountPrefilled, fn: (username) => ({ username, password: '' }), target: loginForm.$fields });

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

/**
 * The main card of the member who just logged in, for the greeting: a card that has played no game
 * yet is a new member's (registration creates it so), who is welcomed, not welcomed *back*.
 */
const mainCardQuery = createMemberQuery(calls.memberCard, { name: 'login.mainCard' });
// The session started with the main card as its card: the query asks for it.
sample({ clock: loginMutation.finished.success, target: mainCardQuery.start });
sample({
  clock: mainCardQuery.finished.success,
  fn: ({ result: card }) => ({
    tone: 'success' as const,
    message: { key: card.win + card.lose === 0 ? 'auth:login.welcomeNew' : 'auth:login.welcome' },
  }),
  target: toastShown,
});
// Without the card the member is greeted as before; its failure has its own warning.
sample({
  clock: mainCardQuery.finished.failure,
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

import { createEvent, createStore, sample } from 'effector';
import { $memberSession, calls, createAction, createMemberQuery, hashPassword } from '@/shared/api';
import { routes, safeRedirect } from '@/shared/config';
import { createForm, navigateFx } from '@/shared/lib';
import { sessionStarted } from '@/entities/session';
import { validateLogin, type LoginErrors, type LoginFields } from './validate';

/**
 * The main card of the member who just logged in, for the greeting: a card that has played no game
 * yet is a new member's (registration creates it so), who is welcomed, not welcomed *back*.
 * Without the card the member is greeted as before; its failure has its own warning. When the
 * session is over by the time the card's read ends (a call with the new token answered 198, as in
 * the expired-session scenario), the member is back at the login page with "Please login and
 * check!", and a welcome beside it would contradict it: no welcome then.
 */
const mainCardQuery = createMemberQuery(calls.memberCard, { name: 'login.mainCard' });

export const loginAction = createAction({
  call: calls.login,
  name: 'account.login',
  failure: 'form',
  // The greeting waits for the main card, which says whether to welcome the member back.
  success: {
    clock: mainCardQuery.finished.finally,
    source: $memberSession,
    notice: (session, card) =>
      session === null
        ? null
        : {
            tone: 'success',
            message: { key: card.status === 'done' && card.result.win + card.result.lose === 0 ? 'auth:login.welcomeNew' : 'auth:login.welcome' },
          },
  },
});

export const loginForm = createForm<LoginFields, LoginErrors>({
  name: 'login',
  initial: { username: '', password: '' },
  validate: validateLogin,
  sender: loginAction,
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
  target: loginAction.requested,
});

const loggedIn = loginAction.mutation.finished.success;
sample({ clock: loggedIn, fn: ({ result }) => result, target: sessionStarted });
sample({
  clock: loggedIn,
  target: mainCardQuery.start,
});

/** The login page says which page to come back to (`?redirect=`); only same-site paths are kept. */
export const returnToChosen = createEvent<string | null>();
export const $returnTo = createStore<string | null>(null).on(returnToChosen, (_, value) => safeRedirect(value));

sample({
  clock: loggedIn,
  source: $returnTo,
  fn: (returnTo) => ({ to: returnTo ?? routes.home, replace: true }),
  target: navigateFx,
});
sample({ clock: loggedIn, fn: () => null, target: returnToChosen });

// The password is never kept once it has done its job; leaving the form resets it all.
sample({ clock: loggedIn, target: loginForm.reset });

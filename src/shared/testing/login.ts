import { allSettled, type Scope } from 'effector';
import { $memberSession, callApi, calls, hashPassword, type LoginResult, type MemberSession } from '@/shared/api';

/**
 * Logs in against the fake backend that Vitest runs (vitest.setup.ts) and answers the login
 * result; a test starts the session with it in its scope:
 * `await allSettled(sessionStarted, { scope, params: await logInAs() })`.
 * Every seeded member has the demo password; the demo member is the default.
 */
export const logInAs = (account = 'demo', password = 'darts123'): Promise<LoginResult> =>
  callApi(calls.login, { username: account, password: hashPassword(password) }, { origin: '', token: null, language: 'en' });

/** The options of `callApi` for a member's own calls in a test: the fake backend in Vitest, English. */
export const callOptionsOf = (session: LoginResult) => ({ origin: '', token: session.token, language: 'en' });

/** What the API layer holds of a login: the token and ids member queries use (main card first). */
export const memberSessionOf = ({ token, memberId, mainCardId }: LoginResult): MemberSession => ({ token, memberId, cardId: mainCardId });

/**
 * What entities/session does at login, for a test of a slice below it (an entity does not import
 * another): the API layer's session, which member queries and member stores follow.
 */
export const startMemberSession = async (scope: Scope, login: LoginResult): Promise<void> => {
  await allSettled($memberSession, { scope, params: memberSessionOf(login) });
};

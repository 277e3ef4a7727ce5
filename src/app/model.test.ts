import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { calls, createApiQuery, hashPassword, callApi } from '@/shared/api';
import { bindNavigator } from '@/shared/lib';
import { logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $countryId } from '@/entities/country';
import { $session } from '@/entities/session';
import { appStarted } from './model';

const newsQuery = createApiQuery(calls.officialNewsList, 'test.news');
const newsParams = { category: 0, title: '', countryId: 617, pageNum: 1, pageSize: 5 } as const;
const cardsQuery = createApiQuery(calls.memberCardAll, 'test.cards');

/** What a logged-in tab keeps in session storage (entities/session reads it back). */
const keepSession = ({ token, memberId, mainCardId, username }: Awaited<ReturnType<typeof logInAs>>) =>
  Object.entries({ token, memberId: String(memberId), cardId: String(mainCardId), username }).forEach(([key, value]) =>
    sessionStorage.setItem(key, value),
  );

describe('app start', () => {
  it.each([
    ['?cn', 208],
    ['?hk', 19464],
    ['?en', 617],
    ['?xyz', 17829],
  ])('%s chooses country %i and keeps it in session storage', async (search, countryId) => {
    const scope = fork();
    await allSettled(appStarted, { scope, params: { search, language: 'en' } });
    expect(scope.getState($countryId)).toBe(countryId);
    expect(sessionStorage.getItem('countryId')).toBe(String(countryId));
  });

  it('sets the country and session as it starts, before its language has loaded', async () => {
    // start-app.tsx sends the first page's calls without waiting for the translations: they need
    // the country and a member's session already, in the same task.
    const { token, memberId, mainCardId, username } = await logInAs();
    keepSession({ token, memberId, mainCardId, username });
    sessionStorage.setItem('countryId', '19464');
    const scope = fork();
    const started = allSettled(appStarted, { scope, params: { search: '', language: 'en' } });
    expect(scope.getState($countryId)).toBe(19464);
    expect(scope.getState($session)?.token).toBe(token);

    const other = fork();
    const otherStarted = allSettled(appStarted, { scope: other, params: { search: '?cn', language: 'en' } });
    expect(other.getState($countryId)).toBe(208);
    // Settled before the next test, which expects the language it set.
    await Promise.all([started, otherStarted]);
  });

  it('restores the country and session kept in session storage', async () => {
    // A live session: with the whole app wired, a dead token would end at the first member call.
    const { token, memberId, mainCardId, username } = await logInAs();
    sessionStorage.setItem('countryId', '19464');
    keepSession({ token, memberId, mainCardId, username });
    const scope = fork();
    await allSettled(appStarted, { scope, params: { search: '?id=4', language: 'en' } });
    expect(scope.getState($countryId)).toBe(19464);
    expect(scope.getState($session)).toEqual({ token, memberId, cardId: mainCardId, username });
  });
});

describe('code 198', () => {
  it('warns once, clears the session and sends the member to the login page', async () => {
    // Member calls answer 198 to an expired token; public calls ignore it (api-reference section 1).
    await resetFakeBackend({ scenario: 'expired-session' });
    const login = await callApi(calls.login, { username: 'demo', password: hashPassword('darts123') }, {
      origin: '',
      token: null,
      language: 'en',
    });
    const navigate = vi.fn();
    bindNavigator(navigate);
    const scope = fork();
    await allSettled($session, { scope, params: { ...login, cardId: login.mainCardId } });

    await Promise.all([
      allSettled(cardsQuery.start, { scope, params: { memberId: login.memberId } }),
      allSettled(cardsQuery.start, { scope, params: { memberId: login.memberId } }),
      allSettled(newsQuery.start, { scope, params: newsParams }),
    ]);

    expect(scope.getState($session)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'warning', message: { key: 'api.sessionExpired' } }),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/Login', { replace: false });
  });

  it('remembers the page the session was lost on, to come back to after logging in again', async () => {
    await resetFakeBackend({ scenario: 'expired-session' });
    const login = await callApi(calls.login, { username: 'demo', password: hashPassword('darts123') }, {
      origin: '',
      token: null,
      language: 'en',
    });
    const navigate = vi.fn();
    bindNavigator(navigate);
    window.history.pushState(null, '', '/MyPageIndex/FriendsList?page=2');
    try {
      const scope = fork();
      await allSettled($session, { scope, params: { ...login, cardId: login.mainCardId } });
      await allSettled(cardsQuery.start, { scope, params: { memberId: login.memberId } });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(
        `/Login?redirect=${encodeURIComponent('/MyPageIndex/FriendsList?page=2')}`,
        { replace: false },
      );
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it("shows the server's message as a warning for other failures", async () => {
    const scope = fork();
    const itemQuery = createApiQuery(calls.newsInfo, 'test.newsInfo');
    await allSettled(itemQuery.start, { scope, params: { id: 987654 } });
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/\S/) } }),
    ]);
  });
});

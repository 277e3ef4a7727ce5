import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { db, DEMO_MEMBER_ID, resetFakeBackend } from '@mocks/node';
import { calls, createApiQuery, createMemberQuery, hashPassword, callApi } from '@/shared/api';
import { bindNavigator } from '@/shared/lib';
import { logInAs } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { $accountBadge, AccountBadgeGate } from '@/entities/account';
import { $cards, CardListGate } from '@/entities/card';
import { $countryId } from '@/entities/country';
import { $session, sessionStarted } from '@/entities/session';
import { appStarted } from './model';

const newsQuery = createApiQuery(calls.officialNewsList, 'test.news');
const newsParams = { category: 0, title: '', countryId: 617, pageNum: 1, pageSize: 5 } as const;
const cardsQuery = createMemberQuery(calls.memberCardAll, { name: 'test.cards' });

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
      allSettled(cardsQuery.start, { scope }),
      allSettled(cardsQuery.start, { scope }),
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
      await allSettled(cardsQuery.start, { scope });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(
        `/Login?redirect=${encodeURIComponent('/MyPageIndex/FriendsList?page=2')}`,
        { replace: false },
      );
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it("ends member A's session, and member B logging in next never sees A's data", async () => {
    const navigate = vi.fn();
    bindNavigator(navigate);
    const a = await logInAs();
    const other = db.members.all().find((member) => member.memberId !== DEMO_MEMBER_ID)!;
    const scope = fork();
    /** Every nickname and card number the member queries and stores held, in order. */
    const seen: string[] = [];
    createWatch({ unit: $cards, scope, fn: (cards) => cards?.forEach(({ cardNo }) => seen.push(cardNo)) });
    createWatch({ unit: $accountBadge, scope, fn: (badge) => badge && seen.push(badge.nickname) });
    createWatch({ unit: cardsQuery.$data, scope, fn: (cards) => cards?.forEach(({ cardNo }) => seen.push(cardNo)) });

    await allSettled(sessionStarted, { scope, params: a });
    await allSettled(AccountBadgeGate.open, { scope, params: {} });
    await allSettled(CardListGate.open, { scope, params: {} });
    await allSettled(cardsQuery.start, { scope });
    const aData = [...new Set(seen)];
    expect(aData).toContain(scope.getState($accountBadge)!.nickname);
    expect(aData.length).toBeGreaterThan(2);

    // Ten more logins of A end the session this tab holds (a member keeps at most 10): the next
    // member call answers 198.
    for (let login = 0; login < 10; login += 1) await logInAs();
    await allSettled(cardsQuery.start, { scope });
    expect(scope.getState($session)).toBeNull();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/Login/), { replace: false });
    expect([scope.getState($cards), scope.getState($accountBadge), scope.getState(cardsQuery.$data)]).toEqual([null, null, null]);

    seen.length = 0;
    await allSettled(sessionStarted, { scope, params: await logInAs(other.account) });
    await allSettled(cardsQuery.start, { scope });
    // B's own data arrived (the badge and the card list follow the session while open) ...
    expect(scope.getState($accountBadge)?.nickname).toBe(other.nickname);
    expect(scope.getState($cards)!.length).toBeGreaterThan(0);
    // ... and nothing of A's was ever held meanwhile.
    expect(seen.filter((value) => aData.includes(value))).toEqual([]);
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

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { myPagePath, myPageSections, routes, type MyPageScreen } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { logInAs, renderWithApp } from '@/shared/testing';
import { $toasts } from '@/shared/ui';
import { sessionEnded, sessionStarted } from '@/entities/session';
import { LoginForm } from '@/features/login';
import { MyPageLayout } from '@/pages/my-page/shell';
import { MemberRoutes } from './member-routes';

const seen = { where: '' };
const Probe = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    seen.where = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
};

/** Stand-ins for the screens: each says which route it is, so the tests read where they landed. */
const screens = Object.fromEntries(
  (['overview', ...myPageSections] as const).map((screen) => [
    screen,
    () => <h2 id={`${screen}-title`}>{`screen ${screen}`}</h2>,
  ]),
) as Record<MyPageScreen, () => React.JSX.Element>;

const MyPageGroup = () => (
  <MemberRoutes home={routes.myPage} Layout={MyPageLayout} Index={screens.overview} sections={myPageSections} screens={screens} />
);

const renderAt = async (path: string, loggedIn: boolean) => {
  // English: vitest.setup.ts sets it up and switches back before each test.
  const scope = fork();
  if (loggedIn) {
    // A live session: the layout's member calls would end a made-up one (code 198).
    await allSettled(sessionStarted, { scope, params: await logInAs() });
  }
  render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <Routes>
            <Route path={routes.login} element={<p>login page</p>} />
            <Route path={`${routes.myPage}/*`} element={<MyPageGroup />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return scope;
};

describe('member routes', () => {
  it('tell a visitor to log in and send them to /Login, remembering the page asked for', async () => {
    const scope = await renderAt('/MyPageIndex/FriendsList?page=2', false);
    await screen.findByText('login page');
    expect(seen.where).toBe(`/Login?redirect=${encodeURIComponent('/MyPageIndex/FriendsList?page=2')}`);
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'info', message: { key: 'api.sessionExpired' } }),
    ]);
    expect(i18n.t('api.sessionExpired')).toBe('Please login and check!');
    expect(screen.queryByRole('heading', { name: 'My page' })).toBeNull();
  });

  it('take "Please login and check!" away once the visitor they sent to /Login is in', async () => {
    const user = userEvent.setup();
    // A visitor at a member route is told to log in, and sent to the login page.
    const scope = await renderAt('/MyPageIndex', false);
    await screen.findByText('login page');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'api.sessionExpired' } })]);
    const app = await renderWithApp(<LoginForm />, {
      scope,
      path: `/Login?redirect=${encodeURIComponent('/MyPageIndex')}`,
    });
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(app.location()).toBe('/MyPageIndex'));
    await vi.waitFor(() =>
      expect(app.scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'auth:login.welcome' } })]),
    );
  });

  it('show a member the page, in the My page layout', async () => {
    const scope = await renderAt(myPagePath('FriendsList'), true);
    expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'screen FriendsList' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'My page sections' });
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('Friends');
    expect(menu.querySelectorAll('a')).toHaveLength(myPageSections.length + 1);
    expect(seen.where).toBe('/MyPageIndex/FriendsList');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it("leave a session ended on the page to the model's own navigation (log out goes home)", async () => {
    const scope = await renderAt(myPagePath('FriendsList'), true);
    await screen.findByRole('heading', { level: 2, name: 'screen FriendsList' });
    await act(() => allSettled(sessionEnded, { scope }));
    expect(screen.queryByRole('heading', { level: 2, name: 'screen FriendsList' })).toBeNull();
    expect(seen.where).toBe('/MyPageIndex/FriendsList');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('scroll to the section named by the navigation state', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const scope = fork();
    // A live session: the layout's member calls would end a made-up one (code 198).
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    render(
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[{ pathname: routes.myPage, state: { anchor: 'overview-title' } }]}>
            <Routes>
              <Route path={`${routes.myPage}/*`} element={<MyPageGroup />} />
            </Routes>
          </MemoryRouter>
        </I18nextProvider>
      </Provider>,
    );
    await screen.findByRole('heading', { level: 2, name: 'screen overview' });
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('overview-title'));
  });
});

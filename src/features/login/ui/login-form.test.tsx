import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { resetFakeBackend } from '@mocks/node';
import { $session, sessionEnded } from '@/entities/session';
import { callApi, calls, hashPassword, sessionRejected } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { $toasts, ToastRegion } from '@/shared/ui';
import { renderWithApp } from '@/shared/testing';
import { accountPrefilled } from '../model/login';
import { LoginForm } from './login-form';

const renderForm = () => renderWithApp(<LoginForm />, { path: '/Login' });

/** Registers an account with the fake backend, as the register page does: its card has played no game. */
const registerNewMember = async (account: string, cardNo: string) => {
  const context = { origin: '', token: null, language: 'en' };
  const email = `${account}@example.com`;
  const password = 'arrows26';
  await callApi(calls.sendEmail, { email }, context);
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> };
  const emailCode = messages.filter((message) => message.kind === 'code').at(-1)?.code ?? '';
  await callApi(
    calls.register,
    {
      account,
      cardNo,
      password: hashPassword(password),
      nickname: 'Rookie',
      gender: 0,
      acceptSMS: 1,
      acceptMail: 1,
      birth: '1999-04-05',
      name: '',
      countryId: 617,
      email,
      emailCode,
      phone: '',
      phoneCode: '',
    },
    context,
  );
  return { account, password };
};

describe('LoginForm', () => {
  it('asks for the account and the password before calling the server', async () => {
    const user = userEvent.setup();
    const { scope } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Account is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    expect(scope.getState($session)).toBeNull();
    // With the account typed, the password is the first invalid field.
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it.each([
    ['ja', 'アカウント', 'パスワード', 'ログイン', 'アカウントを入力してください！'],
    ['zh-TW', '帳號', '密碼', '登入', '請輸入帳號！'],
  ] as const)('names an empty field by its own label in %s', async (language, account, password, submit, message) => {
    const user = userEvent.setup();
    await renderWithApp(<LoginForm />, { path: '/Login', language });
    await user.click(screen.getByRole('button', { name: submit }));
    const field = screen.getByLabelText(account);
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(screen.getByLabelText(password).getAttribute('aria-invalid')).toBe('true');
  });

  it('holds the account it is handed after a registration, never a password, and logs in with it', async () => {
    const user = userEvent.setup();
    const scope = fork();
    await allSettled(accountPrefilled, { scope, params: 'demo' });
    await renderWithApp(<LoginForm />, { path: '/Login', scope });
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(scope.getState($session)?.username).toBe('demo'));
  });

  it('welcomes a member whose card has played no game yet as new, not back', async () => {
    const user = userEvent.setup();
    const newMember = await registerNewMember('rookie', '8860555566667777');
    const scope = fork();
    await allSettled(accountPrefilled, { scope, params: newMember.account });
    const app = await renderWithApp(<LoginForm />, { path: '/Login', scope });
    await user.type(screen.getByLabelText('Password'), newMember.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(app.location()).toBe('/'));
    await vi.waitFor(() => expect(scope.getState($toasts)).toHaveLength(1));
    expect(scope.getState($toasts)[0]).toMatchObject({ tone: 'success', message: { key: 'auth:login.welcomeNew' } });
    expect(i18n.t('auth:login.welcomeNew')).toBe('Welcome to Adarts! Your account is ready.');
  });

  it('welcomes no one whose new session is already over (expired-session): the app\'s "Please login and check!" stands alone', async () => {
    await resetFakeBackend({ scenario: 'expired-session' });
    const user = userEvent.setup();
    const app = await renderForm();
    // What the app does on 198 (src/app/model.ts): the session ends (its warning is the app's too).
    const rejected = vi.fn();
    const endSession = scopeBind(sessionEnded, { scope: app.scope });
    createWatch({ unit: sessionRejected, scope: app.scope, fn: () => (rejected(), endSession()) });
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The login succeeds; the main card's call with its token answers 198, which ends the session.
    await vi.waitFor(() => expect(rejected).toHaveBeenCalled());
    await vi.waitFor(() => expect(app.scope.getState($session)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.scope.getState($toasts)).toEqual([]);
  });

  it('moves focus to the first invalid field when submitted from the keyboard', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('secret{Enter}');
    expect(screen.getByText('Account is required.')).toBeTruthy();
    expect(screen.queryByText('Password is required.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    // Corrected, the error goes at once, before the next submit.
    await user.keyboard('demo');
    expect(screen.queryByText('Account is required.')).toBeNull();
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { scope } = await renderForm();
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('button', { name: 'Log in' });
    await vi.waitFor(() => expect(scope.getState($toasts)).toHaveLength(1));
    expect(scope.getState($toasts)[0]).toMatchObject({ tone: 'warning', message: { text: expect.any(String) } });
    expect(scope.getState($session)).toBeNull();
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('demo');
  });

  it('logs the demo member in, keeps the session in session storage and goes home', async () => {
    const user = userEvent.setup();
    const app = await renderForm();
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(app.location()).toBe('/'));
    expect(app.scope.getState($session)).toMatchObject({ username: 'demo' });
    expect(sessionStorage.getItem('token')).toBe(app.scope.getState($session)?.token);
    expect(sessionStorage.getItem('username')).toBe('demo');
  });

  it('brings the member back to the page asked for, and only to a page of this site', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<LoginForm />, {
      path: `/Login?redirect=${encodeURIComponent('/MyPageIndex/FriendsList?page=2')}`,
    });
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(app.location()).toBe('/MyPageIndex/FriendsList?page=2'));
    app.unmount();

    const elsewhere = await renderWithApp(<LoginForm />, { path: `/Login?redirect=${encodeURIComponent('//evil.example')}` });
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(elsewhere.location()).toBe('/'));
  });

  it('drops the "incorrect" warning of a failed login once the member is welcomed back', async () => {
    const user = userEvent.setup();
    const app = await renderForm();
    // The app shows toasts outside the page's route, so they outlive the navigation home.
    render(
      <Provider value={app.scope}>
        <I18nextProvider i18n={i18n}>
          <ToastRegion />
        </I18nextProvider>
      </Provider>,
    );
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/incorrect/i);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'darts123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(app.location()).toBe('/'));
    expect((await screen.findByRole('status')).textContent).toMatch('Welcome back!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'success', message: { key: 'auth:login.welcome' } })]);
  });

});

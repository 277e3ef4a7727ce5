import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { callApi, calls, hashPassword } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { loginForm } from '@/features/login';
import { renderWithApp } from '@/shared/testing';
import { registerForm } from '../model/register';
import { RegisterPage } from './register-page';

const context = { origin: '', token: null, language: 'en' };
const latestCode = async (to: string): Promise<string> => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> };
  return messages.filter((message) => message.kind === 'code').at(-1)?.code ?? '';
};

const renderPage = () => renderWithApp(<RegisterPage />, { path: '/AddUser' });

/** The texts a control's aria-describedby points at, in order. */
const descriptionsOf = (element: HTMLElement): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);

const fillProfile = async (user: ReturnType<typeof userEvent.setup>, overrides: { account?: string } = {}) => {
  await user.type(screen.getByLabelText('Account'), overrides.account ?? 'freshplayer');
  await user.type(screen.getByLabelText('Card number'), '8860123456789012');
  await user.type(screen.getByLabelText('Password'), 'secret88');
  await user.type(screen.getByLabelText('Confirm password'), 'secret88');
  await user.type(screen.getByLabelText('Nickname'), 'Fresh');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1998-02-03' } });
};

describe('RegisterPage', () => {
  it('names every missing field next to its input and calls nothing', async () => {
    const user = userEvent.setup();
    const { scope } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    for (const [label, message] of [
      ['Account', 'Account is required.'],
      ['Card number', 'Card number is required.'],
      ['Password', 'Password is required.'],
      ['Confirm password', 'Confirm password is required.'],
      ['Nickname', 'Nickname is required.'],
      ['Date of birth', 'Date of birth is required.'],
      ['Email address', 'Email address is required.'],
      ['Verification code', 'Verification code is required.'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionsOf(input)[0]).toBe(message);
    }
    // The first invalid field has the focus and reads its own message; nothing shouts all of them at once.
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    expect(screen.getByText('Use 6-20 letters or digits.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Mobile phone' }));
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    expect(screen.getByText('Please enter the correct format!')).toBeTruthy();
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('moves focus to the first invalid field, in page order, on every refused submit', async () => {
    const user = userEvent.setup();
    const { scope } = await renderPage();
    await fillProfile(user);
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '8860-1234');
    await user.clear(screen.getByLabelText('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const cardNo = screen.getByLabelText('Card number');
    expect(document.activeElement).toBe(cardNo);
    expect(descriptionsOf(cardNo)).toEqual(['The card number has 16 digits.']);

    await user.clear(cardNo);
    await user.type(cardNo, '8860123456789012');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The card is fine now: the next invalid field in page order is the nickname (the address comes later).
    expect(document.activeElement).toBe(screen.getByLabelText('Nickname'));
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('ties the password rule to the password field, together with its error', async () => {
    const user = userEvent.setup();
    await renderPage();
    const password = screen.getByLabelText('Password');
    expect(descriptionsOf(password)).toEqual(['6-20 letters or digits']);
    expect(descriptionsOf(screen.getByLabelText('Confirm password'))).toEqual([]);
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(descriptionsOf(password)).toEqual(['Use 6-20 letters or digits.', '6-20 letters or digits']);
  });

  it('registers with an email code, then sends the new member to log in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const user = userEvent.setup();
      const app = await renderPage();
      await fillProfile(user);
      // The visitor's country (617 at start) is chosen, named as the region it is, not as a language.
      const countrySelect = screen.getByRole('combobox', { name: 'Country or region' });
      expect(await within(countrySelect).findByRole('option', { name: 'English-speaking region' })).toBeTruthy();
      expect((screen.getByLabelText('Country or region') as HTMLSelectElement).value).toBe('617');
      await user.type(screen.getByLabelText('Email address'), 'fresh@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      const countdown = await screen.findByRole('button', { name: 'Resend in 59 s' });
      expect((countdown as HTMLButtonElement).disabled).toBe(true);
      await user.type(screen.getByLabelText('Verification code'), await latestCode('fresh@example.com'));
      await user.click(screen.getByRole('button', { name: 'Register' }));

      await vi.waitFor(() => expect(app.location()).toBe('/Login'));
      const session = await callApi(calls.login, { username: 'freshplayer', password: hashPassword('secret88') }, context);
      expect(session.username).toBe('freshplayer');
      expect(app.scope.getState(registerForm.$fields)).toMatchObject({ password: '', confirmPassword: '', code: '' });
      // The login form holds the new account, never its password.
      expect(app.scope.getState(loginForm.$fields)).toEqual({ username: 'freshplayer', password: '' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps what was typed when the server refuses, and shows the server's message", async () => {
    const user = userEvent.setup();
    const app = await renderPage();
    await fillProfile(user, { account: 'demo' });
    await user.type(screen.getByLabelText('Email address'), 'fresh@example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(app.scope.getState($toasts)).toHaveLength(1));
    expect(app.scope.getState($toasts)[0]).toMatchObject({
      tone: 'warning',
      message: { text: 'This account name is already taken' },
    });
    expect(app.location()).toBe('/AddUser');
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('demo');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret88');
    expect(within(screen.getByRole('group', { name: 'Gender' })).getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
  });
});

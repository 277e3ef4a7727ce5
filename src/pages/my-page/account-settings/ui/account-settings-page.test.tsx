import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { countRequests } from '@mocks/node';
import { calls } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { logInAs, renderWithApp } from '@/shared/testing';
import { $accountBadge } from '@/entities/account';
import { sessionStarted } from '@/entities/session';
import { AccountSettingsPage } from './account-settings-page';

const renderPage = async () => {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  const app = await renderWithApp(<AccountSettingsPage />, { path: '/MyPageIndex/AccountInfoSetting', scope });
  await screen.findByRole('textbox', { name: 'Nickname' });
  return app;
};

// Typing into several fields takes a few seconds on a busy machine.
describe('AccountSettingsPage', { timeout: 20_000 }, () => {
  it("shows what the member cannot change and fills the form with the member's account", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Account information' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(within(details).getByText('ID').nextElementSibling?.textContent).toBe('demo');
    expect(within(details).getByText('Gender').nextElementSibling?.textContent).toBe('Male');
    expect(within(details).getByText('Card number').nextElementSibling?.textContent).toMatch(/^\d{16}$/);
    expect(within(details).getByText('Card bound on').nextElementSibling?.textContent).not.toBe('—');
    // The country comes from the country list, by the account's countryId.
    await vi.waitFor(() => expect(within(details).getByText('Country or region').nextElementSibling?.textContent).toBe('English-speaking region'), {
      timeout: 5000,
    });

    expect((screen.getByRole('textbox', { name: 'Nickname' }) as HTMLInputElement).value).toBe('Demo Player');
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('demo@example.com');
    // The home shop is a choice among the shops of the member's country.
    const homeShop = screen.getByRole('combobox', { name: 'Home shop' });
    await vi.waitFor(() => expect(within(homeShop).getAllByRole('option').length).toBeGreaterThan(1), { timeout: 5000 });
    expect(within(homeShop).getAllByRole('option')[0]?.textContent).toBe('No home shop');
  });

  it('shows the expected phone format for the dial code chosen', async () => {
    const user = userEvent.setup();
    await renderPage();
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    const hint = () => document.getElementById(phone.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;
    expect(screen.getByRole('combobox', { name: 'Dial code' })).toHaveProperty('value', '+86');
    expect(hint()).toBe('The 11 digits of a mainland China mobile, e.g. 13800000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dial code' }), '000');
    expect(hint()).toBe('With the international prefix 0086 or +86, e.g. 0086 13800000000');
  });

  it('asks for a code only for a new phone, and sends it with a countdown', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.queryByRole('textbox', { name: 'Code sent to the new number' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '13912345678');
    const code = screen.getByRole('textbox', { name: 'Code sent to the new number' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+ s$/ })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Code sent to the new number is required.')).toBeTruthy();
    expect(document.activeElement).toBe(code);
  });

  it('refuses an empty nickname with its message on the field, then saves a new one', async () => {
    const user = userEvent.setup();
    const { scope } = await renderPage();
    const nickname = screen.getByRole('textbox', { name: 'Nickname' });
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nickname.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Nickname is required.',
    );
    expect(document.activeElement).toBe(nickname);

    await user.type(nickname, 'Treble Twenty');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(scope.getState($accountBadge)?.nickname).toBe('Treble Twenty'), { timeout: 5000 });
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'info', message: { key: 'account:info.saved' } }),
    ]);
  });

  it('refuses a nickname with an invisible character on the field, before sending anything', async () => {
    const user = userEvent.setup();
    await renderPage();
    const saves = countRequests(calls.updateAccountInfo.path);
    const nickname = screen.getByRole('textbox', { name: 'Nickname' });
    await user.clear(nickname);
    // Looks like "Demo Player"; the zero-width space between the words is not seen.
    await user.type(nickname, 'Demo\u200BPlayer');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(nickname.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Use 1-20 characters of plain text, with no invisible characters.',
    );
    expect(document.activeElement).toBe(nickname);
    expect(saves.count).toBe(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $toasts } from '@/shared/ui';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { PasswordSettingsPage } from './password-settings-page';

const renderPage = async () => {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  return renderWithApp(<PasswordSettingsPage />, { path: '/MyPageIndex/PasswordSetting', scope });
};

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

// Typing into several fields takes a few seconds on a busy machine.
describe('PasswordSettingsPage', { timeout: 20_000 }, () => {
  it("asks for every field with the spec's messages, tied to their fields", async () => {
    const user = userEvent.setup();
    await renderPage();
    const old = screen.getByLabelText('Old password');
    const fresh = screen.getByLabelText('New password');
    expect(describedBy(fresh)).toEqual(['6-20 letters or digits']);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(describedBy(old)).toEqual(['Please input your old password!']);
    expect(describedBy(fresh)).toEqual(['Please input your password!', '6-20 letters or digits']);
    expect(describedBy(screen.getByLabelText('Confirm new password'))).toEqual(['Confirm new password is required.']);
    expect(document.activeElement).toBe(old);

    await user.type(old, 'darts123');
    await user.type(fresh, 'Bullseye2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Bullseye2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
  });

  it('changes the password and clears the form', async () => {
    const user = userEvent.setup();
    const { scope } = await renderPage();
    await user.type(screen.getByLabelText('Old password'), 'darts123');
    await user.type(screen.getByLabelText('New password'), 'Bullseye2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Bullseye2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'account:password.changed' } })]),
      { timeout: 5000 },
    );
    expect((screen.getByLabelText('Old password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    await expect(logInAs('demo', 'Bullseye2026')).resolves.toMatchObject({ username: 'demo' });
  });
});

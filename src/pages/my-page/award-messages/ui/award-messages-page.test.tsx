import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $toasts } from '@/shared/ui';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { AwardMessagesPage } from './award-messages-page';

const renderPage = async () => {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  const app = await renderWithApp(<AwardMessagesPage />, { path: '/MyPageIndex/AdartsMsgSetting', scope });
  await screen.findByRole('textbox', { name: 'Low Ton' });
  return app;
};

const hintOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;

// Typing into several fields takes a few seconds on a busy machine.
describe('AwardMessagesPage', { timeout: 20_000 }, () => {
  it('shows the eight award messages, each with its live count, empty ones as the machine default', async () => {
    const user = userEvent.setup();
    await renderPage();
    const names = ['Low Ton', 'Hat Trick', 'High Ton', 'Ton 80', 'Three in a Bed', 'White Horse', 'Three in the Black', '9 Mark'];
    for (const name of names) expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    expect(screen.getByText(/leave one empty to keep the machine's default message/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'High Ton' }).getAttribute('placeholder')).toBe('Machine default');

    const highTon = screen.getByRole('textbox', { name: 'High Ton' });
    await user.clear(highTon);
    expect(hintOf(highTon)).toBe('0/20 characters');
    await user.type(highTon, 'High ton 🎯');
    expect(hintOf(highTon)).toBe('10/20 characters');
    await user.type(highTon, ' and more and more');
    expect(hintOf(highTon)).toBe('28/20 characters: too long');

    await user.click(screen.getByRole('button', { name: 'Save messages' }));
    expect(highTon.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 20 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(highTon);
  });

  it('saves the messages', async () => {
    const user = userEvent.setup();
    const { scope } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: '9 Mark' }));
    await user.type(screen.getByRole('textbox', { name: '9 Mark' }), 'Nine marks!');
    await user.click(screen.getByRole('button', { name: 'Save messages' }));
    await vi.waitFor(() =>
      expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'account:awards.saved' } })]),
      { timeout: 5000 },
    );
    expect((screen.getByRole('textbox', { name: '9 Mark' }) as HTMLInputElement).value).toBe('Nine marks!');
  });
});

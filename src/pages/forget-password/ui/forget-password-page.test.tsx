import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { callApi, calls, hashPassword } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { renderWithApp } from '@/shared/testing';
import { resetForm } from '../model/forget-password';
import { ForgetPasswordPage } from './forget-password-page';

const context = { origin: '', token: null, language: 'en' };
const latestCode = async (to: string): Promise<string> => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> };
  return messages.filter((message) => message.kind === 'code').at(-1)?.code ?? '';
};

describe('ForgetPasswordPage', () => {
  it('reads a hand-typed mobile number whose "+" the address turned into a space', async () => {
    await renderWithApp(<ForgetPasswordPage />, { path: '/ForgetPW?identification=+86-13800000000' });
    expect((screen.getByLabelText('Email or mobile number') as HTMLInputElement).value).toBe('+86-13800000000');
  });

  it('takes the identification from the address, sends a code with a countdown and resets the password', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const user = userEvent.setup();
      const app = await renderWithApp(<ForgetPasswordPage />, { path: '/ForgetPW?identification=demo%40example.com' });
      expect((screen.getByLabelText('Email or mobile number') as HTMLInputElement).value).toBe('demo@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(((await screen.findByRole('button', { name: 'Resend in 59 s' })) as HTMLButtonElement).disabled).toBe(true);
      vi.advanceTimersByTime(3000);
      await screen.findByRole('button', { name: 'Resend in 56 s' });

      await user.type(screen.getByLabelText('Verification code'), await latestCode('demo@example.com'));
      await user.type(screen.getByLabelText('New password'), 'brandNew7');
      await user.type(screen.getByLabelText('Confirm new password'), 'brandNew7');
      await user.click(screen.getByRole('button', { name: 'Reset password' }));

      await vi.waitFor(() => expect(app.location()).toBe('/Login'));
      expect(app.scope.getState($toasts)).toEqual([
        expect.objectContaining({ tone: 'success', message: { key: 'auth:forgetPassword.done' } }),
      ]);
      expect(app.scope.getState(resetForm.$fields)).toMatchObject({ code: '', password: '', confirmPassword: '' });
      await expect(callApi(calls.login, { username: 'demo', password: hashPassword('brandNew7') }, context)).resolves.toMatchObject({
        username: 'demo',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("re-enables the send button after a refused send and shows the server's message", async () => {
    await callApi(calls.sendEmail, { email: 'demo@example.com' }, context);
    const user = userEvent.setup();
    const app = await renderWithApp(<ForgetPasswordPage />, { path: '/ForgetPW?identification=demo%40example.com' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(app.scope.getState($toasts)).toHaveLength(1));
    expect(app.scope.getState($toasts)[0]).toMatchObject({ message: { text: expect.stringMatching(/^A code was sent recently/) } });
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('checks the form before calling the server, and keeps it on a wrong code', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ForgetPasswordPage />, { path: '/ForgetPW' });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Email or mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Verification code is required.')).toBeTruthy();
    expect(screen.getByText('New password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email or mobile number'));
    const password = screen.getByLabelText('New password');
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['New password is required.', '6-20 letters or digits']);

    // Only the code is missing now: focus goes to it.
    await user.type(screen.getByLabelText('Email or mobile number'), 'demo@example.com');
    await user.type(password, 'brandNew7');
    await user.type(screen.getByLabelText('Confirm new password'), 'brandNew7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'));
    await user.clear(screen.getByLabelText('Email or mobile number'));
    await user.clear(password);
    await user.clear(screen.getByLabelText('Confirm new password'));

    await user.type(screen.getByLabelText('Email or mobile number'), 'demo@example.com');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'brandNew7');
    await user.type(screen.getByLabelText('Confirm new password'), 'brandNew7');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await vi.waitFor(() => expect(app.scope.getState($toasts)).toHaveLength(1));
    expect(app.scope.getState($toasts)[0]).toMatchObject({ tone: 'warning' });
    expect(app.location()).toBe('/ForgetPW');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('brandNew7');

    // Leaving the page closes the failure toast and forgets the passwords.
    app.unmount();
    expect(app.scope.getState($toasts)).toEqual([]);
    expect(app.scope.getState(resetForm.$fields)).toMatchObject({ code: '', password: '', confirmPassword: '' });
  });
});

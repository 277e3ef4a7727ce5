import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { $session } from '@/entities/session';
import { $toasts } from '@/shared/ui';
import { renderWithApp } from '@/shared/testing';
import { LoginForm } from './login-form';

const renderForm = () => renderWithApp(<LoginForm />, { path: '/Login' });

describe('LoginForm', () => {
  it('asks for the account and the password before calling the server', async () => {
    const user = userEvent.setup();
    const { scope } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please input your username!')).toBeTruthy();
    expect(screen.getByText('Please input your password!')).toBeTruthy();
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    expect(scope.getState($session)).toBeNull();
    // With the account typed, the password is the first invalid field.
    await user.type(screen.getByLabelText('Account'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.queryAllByRole('alert')).toEqual([]);
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
});

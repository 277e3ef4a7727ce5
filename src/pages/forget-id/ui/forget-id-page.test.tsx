import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { $toasts } from '@/shared/ui';
import { renderWithApp } from '@/shared/testing';
import { ForgetIdPage } from './forget-id-page';

const outbox = async (to: string) => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ kind: string; account: string }> }).messages;
};

describe('ForgetIdPage', () => {
  it('sends the account name to the email and offers a password reset for it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ForgetIdPage />, { path: '/ForgetID' });
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    expect(screen.getByText('Email address is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    await screen.findByText('Your account name has been sent to demo@example.com.');
    expect(await outbox('demo@example.com')).toEqual([expect.objectContaining({ kind: 'account', account: 'demo' })]);
    expect(screen.getByRole('link', { name: 'Reset the password too' }).getAttribute('href')).toBe(
      '/ForgetPW?identification=demo%40example.com',
    );
  });

  it("checks the phone format, and shows the server's message for an unknown address", async () => {
    const user = userEvent.setup();
    const { scope } = await renderWithApp(<ForgetIdPage />, { path: '/ForgetID' });
    await user.click(screen.getByRole('radio', { name: 'Mobile phone' }));
    await user.type(screen.getByLabelText('Mobile number'), '1391234');
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    expect(screen.getByText('Please enter the correct format!')).toBeTruthy();
    await user.type(screen.getByLabelText('Mobile number'), '5678');
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    await vi.waitFor(() => expect(scope.getState($toasts)).toHaveLength(1));
    expect(scope.getState($toasts)[0]).toMatchObject({
      message: { text: 'No account uses this email address or phone number' },
    });
    expect((screen.getByLabelText('Mobile number') as HTMLInputElement).value).toBe('13912345678');

    // The next valid submit closes the failure toast.
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    await screen.findByText('Your account name has been sent to demo@example.com.');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('clears the error as the address is corrected and sends one request on a double submit', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ForgetIdPage />, { path: '/ForgetID' });
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'demo@');
    await user.click(screen.getByRole('button', { name: 'Send my account name' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(email, 'example.com');
    expect(email.getAttribute('aria-invalid')).not.toBe('true');

    const form = email.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByText('Your account name has been sent to demo@example.com.');
    expect(await outbox('demo@example.com')).toHaveLength(1);
  });
});

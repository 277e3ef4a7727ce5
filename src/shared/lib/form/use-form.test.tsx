import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createStore, fork } from 'effector';
import { useUnit } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { Button, TextField } from '@/shared/ui';
import { createForm } from './form';
import { REQUIRED } from './required';
import { useForm } from './use-form';

interface Fields {
  name: string;
  email: string;
}

const contactForm = createForm<Fields, Partial<Record<keyof Fields, string>>>({
  name: 'use-form.test',
  initial: { name: '', email: '' },
  validate: ({ name, email }) => ({
    ...(name.trim() ? {} : { name: REQUIRED }),
    ...(email.includes('@') ? {} : { email: 'auth:contact.wrongFormat' }),
  }),
});
const sent = vi.fn();
contactForm.validSubmitted.watch(sent);

/** What another part of the page found wrong with the email (as a code sender does). */
const $emailProblem = createStore<string | null>(null);

const ContactForm = () => {
  const form = useForm(contactForm);
  const emailProblem = useUnit($emailProblem);
  return (
    <form {...form.props} aria-label="Contact">
      <TextField {...form.field('name', 'Name')} />
      <TextField type="email" {...form.field('email', 'Email', { error: emailProblem })} />
      <Button type="submit">Send</Button>
    </form>
  );
};

describe('useForm', () => {
  it('shows no error before the first submit, then each in the form words, focusing the first invalid field', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Please enter the correct format!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    // Corrected, an error goes at once; the next refused submit focuses what is still wrong.
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.queryByText('Name is required.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('submits without the browser reloading the page, with what was typed', async () => {
    const user = userEvent.setup();
    sent.mockClear();
    await renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    // fireEvent answers false when a handler prevented the browser's own submit.
    expect(fireEvent.submit(screen.getByRole('form', { name: 'Contact' }))).toBe(false);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ name: 'Ann', email: 'ann@example.com' });
  });

  it("shows another part's error on a field the form finds nothing wrong with", async () => {
    const user = userEvent.setup();
    const scope = fork({ values: [[$emailProblem, 'auth:contact.wrongFormat']] });
    await renderWithApp(<ContactForm />, { scope });
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    expect(screen.getByText('Please enter the correct format!')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('resets the form when it leaves the screen: nothing typed, no error, when it comes back', async () => {
    const user = userEvent.setup();
    const scope = fork();
    const app = await renderWithApp(<ContactForm />, { scope });
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(scope.getState(contactForm.$errors)).toEqual({ email: 'auth:contact.wrongFormat' });

    app.unmount();
    expect(scope.getState(contactForm.$fields)).toEqual({ name: '', email: '' });
    expect(scope.getState(contactForm.$errors)).toEqual({});
    await renderWithApp(<ContactForm />, { scope });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Please enter the correct format!')).toBeNull();
    await allSettled(contactForm.fieldChanged, { scope, params: { name: 'email', value: '' } });
    expect(screen.queryByText('Please enter the correct format!')).toBeNull();
  });
});

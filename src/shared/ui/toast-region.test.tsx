import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { Modal } from './modal';
import { toastShown } from './toast-model';
import { ToastRegion } from './toast-region';

/** A page with a button that opens a dialog, and the app's toast region. */
const Page = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} title="Gift box" onClose={() => setOpen(false)}>
        <p />
      </Modal>
      <ToastRegion />
    </>
  );
};

describe('ToastRegion', () => {
  it('shows toasts inside the open modal dialog (the page around it is inert), and back on the page once it closes', async () => {
    const user = userEvent.setup();
    const scope = fork();
    await renderWithApp(<Page />, { scope });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Gift box' });

    await act(() => allSettled(toastShown, { scope, params: { tone: 'warning', message: { text: 'Not enough gold.' } } }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Not enough gold.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not enough gold.');
    expect(alert.closest('dialog')).toBeNull();
  });
});

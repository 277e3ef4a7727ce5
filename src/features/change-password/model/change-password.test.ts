import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $toasts } from '@/shared/ui';
import { logInAs } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { changePasswordAction, passwordForm } from './change-password';

const memberScope = async (): Promise<Scope> => {
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  return scope;
};

const fill = async (scope: Scope, oldPassword: string, password: string, confirmPassword = password) => {
  await allSettled(passwordForm.fieldChanged, { scope, params: { name: 'oldPassword', value: oldPassword } });
  await allSettled(passwordForm.fieldChanged, { scope, params: { name: 'password', value: password } });
  await allSettled(passwordForm.fieldChanged, { scope, params: { name: 'confirmPassword', value: confirmPassword } });
};

describe('change-password', () => {
  it('changes the password once, sent as hashes; the old one no longer logs in', async () => {
    const scope = await memberScope();
    const sent: unknown[] = [];
    createWatch({ unit: changePasswordAction.mutation.started, fn: ({ params }) => sent.push(params), scope });
    await fill(scope, 'darts123', 'Bullseye2026');
    await Promise.all([allSettled(passwordForm.submitted, { scope }), allSettled(passwordForm.submitted, { scope })]);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ oldPassword: expect.stringMatching(/^[0-9A-F]{32}$/), newPassword: expect.stringMatching(/^[0-9A-F]{32}$/) });
    expect(JSON.stringify(sent)).not.toContain('Bullseye2026');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'account:password.changed' } })]);
    // Done: nothing of the passwords is kept on screen.
    expect(scope.getState(passwordForm.$fields)).toEqual({ oldPassword: '', password: '', confirmPassword: '' });

    await expect(logInAs('demo', 'darts123')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(logInAs('demo', 'Bullseye2026')).resolves.toMatchObject({ username: 'demo' });
  });

  it("shows the server's refusal of a wrong old password and keeps what was typed", async () => {
    const scope = await memberScope();
    await fill(scope, 'not-my-password1', 'Bullseye2026');
    await allSettled(passwordForm.submitted, { scope });
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'warning', message: { text: 'The old password is incorrect' } }),
    ]);
    expect(scope.getState(passwordForm.$fields)).toEqual({
      oldPassword: 'not-my-password1',
      password: 'Bullseye2026',
      confirmPassword: 'Bullseye2026',
    });
    await expect(logInAs('demo', 'darts123')).resolves.toMatchObject({ username: 'demo' });
  });

  it("refuses before calling the server with the spec's messages", async () => {
    const scope = await memberScope();
    const sent: unknown[] = [];
    createWatch({ unit: changePasswordAction.mutation.started, fn: (started) => sent.push(started), scope });
    await fill(scope, '', 'Bullseye2026', 'Bullseye2025');
    await allSettled(passwordForm.submitted, { scope });
    expect(scope.getState(passwordForm.$errors)).toEqual({
      oldPassword: 'account:password.oldRequired',
      confirmPassword: 'auth:password.mismatch',
    });
    expect(sent).toEqual([]);
  });
});

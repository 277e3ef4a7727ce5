import { allSettled, fork, sample } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { countRequests } from '@mocks/node';
import { calls, createAction, hashPassword } from '@/shared/api';
import { $toasts, toastShown } from '@/shared/ui';
import { createForm } from './form';

interface Fields {
  account: string;
  password: string;
}

const validate = ({ account, password }: Fields) => ({
  ...(account.trim() ? {} : { account: 'account.required' }),
  ...(password ? {} : { password: 'password.required' }),
});

const initial: Fields = { account: '', password: '' };

describe('createForm', () => {
  it('shows errors only after a submit, clears each field as it is corrected and names the first invalid one', async () => {
    const form = createForm({ name: 'form.test.errors', initial, validate });
    const valid = vi.fn();
    const refused = vi.fn();
    form.validSubmitted.watch(valid);
    form.refused.watch(refused);
    const scope = fork();

    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'x' } });
    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: '' } });
    expect(scope.getState(form.$errors)).toEqual({});

    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$errors)).toEqual({ account: 'account.required', password: 'password.required' });
    expect(refused).toHaveBeenLastCalledWith(expect.objectContaining({ firstInvalid: 'account' }));
    expect(scope.getState(form.$refusedSubmits)).toBe(1);

    await allSettled(form.fieldChanged, { scope, params: { name: 'account', value: 'demo' } });
    expect(scope.getState(form.$errors)).toEqual({ password: 'password.required' });
    await allSettled(form.submitted, { scope });
    expect(refused).toHaveBeenLastCalledWith(expect.objectContaining({ firstInvalid: 'password' }));
    expect(scope.getState(form.$refusedSubmits)).toBe(2);

    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'secret' } });
    expect(scope.getState(form.$errors)).toEqual({});
    await allSettled(form.submitted, { scope });
    expect(valid).toHaveBeenCalledTimes(1);
    expect(valid).toHaveBeenCalledWith({ account: 'demo', password: 'secret' });
    expect(scope.getState(form.$refusedSubmits)).toBe(2);
  });

  it('resets fields and errors, so a form opened again starts clean', async () => {
    const form = createForm({ name: 'form.test.reset', initial, validate });
    const scope = fork();
    await allSettled(form.fieldChanged, { scope, params: { name: 'account', value: 'demo' } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(form.$errors)).toEqual({ password: 'password.required' });

    await allSettled(form.reset, { scope });
    expect(scope.getState(form.$fields)).toEqual(initial);
    expect(scope.getState(form.$errors)).toEqual({});
    // Typing again does not bring errors back before the next submit.
    await allSettled(form.fieldChanged, { scope, params: { name: 'account', value: '' } });
    expect(scope.getState(form.$errors)).toEqual({});
  });

  it('sends one request for a double submit while the first is pending', async () => {
    const login = createAction({ call: calls.login, name: 'form.test.pending', failure: 'form' });
    const form = createForm({ name: 'form.test.pending', initial, validate, sender: login });
    sample({
      clock: form.validSubmitted,
      fn: ({ account, password }) => ({ username: account, password: hashPassword(password) }),
      target: login.requested,
    });
    const requests = countRequests('/rps/login', { holdMs: 30 });
    const scope = fork();

    await allSettled(form.fieldChanged, { scope, params: { name: 'account', value: 'demo' } });
    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'darts123' } });
    const first = allSettled(form.submitted, { scope });
    expect(scope.getState(form.$pending)).toBe(true);
    const second = allSettled(form.submitted, { scope });
    await Promise.all([first, second]);
    expect(requests.count).toBe(1);
    expect(scope.getState(form.$pending)).toBe(false);
  });

  it('takes the failure warning of its action away on the next submit and when reset, leaving other toasts alone', async () => {
    const login = createAction({ call: calls.login, name: 'form.test.toasts', failure: 'form' });
    const form = createForm({ name: 'form.test.toasts', initial: { username: '', password: '' }, validate: () => ({}), sender: login });
    sample({
      clock: form.validSubmitted,
      fn: ({ username, password }) => ({ username, password: hashPassword(password) }),
      target: login.requested,
    });
    const scope = fork();
    await allSettled(toastShown, { scope, params: { tone: 'info', message: { key: 'someone.else' } } });

    await allSettled(form.fieldChanged, { scope, params: { name: 'username', value: 'demo' } });
    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'wrong-one' } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState($toasts).map(({ tone }) => tone)).toEqual(['info', 'warning']);

    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'darts123' } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState(login.mutation.$status)).toBe('done');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'someone.else' } })]);

    // Refused again, then left: the warning goes with the form.
    await allSettled(form.fieldChanged, { scope, params: { name: 'password', value: 'wrong-one' } });
    await allSettled(form.submitted, { scope });
    expect(scope.getState($toasts).map(({ tone }) => tone)).toEqual(['info', 'warning']);
    await allSettled(form.reset, { scope });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'someone.else' } })]);
  });
});

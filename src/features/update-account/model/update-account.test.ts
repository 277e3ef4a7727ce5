import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { callApi, calls, type AccountInfo } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { logInAs } from '@/shared/testing';
import { $account, $accountBadge, accountRefreshRequested } from '@/entities/account';
import { sessionStarted } from '@/entities/session';
import { accountForm, accountFormLeft, accountFormOpened, updateAccountAction } from './update-account';

const outboxCode = async (to: string): Promise<string> => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> };
  return messages.filter((message) => message.kind === 'code').at(-1)?.code ?? '';
};

/** A logged-in demo member with the account settings form open and filled. */
const openForm = async (): Promise<{ scope: Scope; token: string; memberId: number }> => {
  const scope = fork();
  const session = await logInAs();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(accountFormOpened, { scope });
  await allSettled(accountRefreshRequested, { scope });
  return { scope, token: session.token, memberId: session.memberId };
};

/** The account as the backend holds it now (not as the page shows it). */
const backendAccount = (token: string, memberId: number): Promise<AccountInfo> =>
  callApi(calls.getAccountInfo, { memberId }, { origin: '', token, language: 'en' });

type FieldChange = NonNullable<Parameters<typeof accountForm.fieldChanged>[0]>;

const type = async (scope: Scope, name: FieldChange['name'], value: string) => {
  await allSettled(accountForm.fieldChanged, { scope, params: { name, value } as FieldChange });
};

const countStarts = (scope: Scope) => {
  let count = 0;
  createWatch({ unit: updateAccountAction.mutation.started, fn: () => (count += 1), scope });
  return () => count;
};

describe('update-account', () => {
  it("fills the form with the member's account", async () => {
    const { scope } = await openForm();
    expect(scope.getState(accountForm.$fields)).toMatchObject({
      nickname: 'Demo Player',
      email: 'demo@example.com',
      dialCode: '+86',
      phone: '',
      phoneCode: '',
      emailCode: '',
    });
  });

  it('saves a new nickname, shows it in the header at once and says so', async () => {
    const { scope, token, memberId } = await openForm();
    const starts = countStarts(scope);
    await type(scope, 'nickname', '  Bull Hunter ');
    // A double click: one request.
    await Promise.all([allSettled(accountForm.submitted, { scope }), allSettled(accountForm.submitted, { scope })]);
    expect(starts()).toBe(1);
    expect(scope.getState($accountBadge)?.nickname).toBe('Bull Hunter');
    expect((await backendAccount(token, memberId)).nickname).toBe('Bull Hunter');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'account:info.saved' } })]);
    // The refetched account fills the form again.
    expect(scope.getState(accountForm.$fields).nickname).toBe('Bull Hunter');
  });

  it('checks the fields before calling the server', async () => {
    const { scope } = await openForm();
    const starts = countStarts(scope);
    await type(scope, 'nickname', ' ');
    await type(scope, 'email', 'demo@');
    await allSettled(accountForm.submitted, { scope });
    expect(scope.getState(accountForm.$errors)).toEqual({
      nickname: 'common:form.required',
      email: 'auth:contact.wrongFormat',
    });
    expect(starts()).toBe(0);
  });

  it('wants the code sent to a new phone, then saves it in the wire format', async () => {
    const { scope, token, memberId } = await openForm();
    await type(scope, 'phone', '13912345678');
    await allSettled(accountForm.submitted, { scope });
    expect(scope.getState(accountForm.$errors)).toEqual({ phoneCode: 'common:form.required' });

    await callApi(calls.sendSMS, { phone: '+86-13912345678' }, { origin: '', token: null, language: 'en' });
    await type(scope, 'phoneCode', await outboxCode('+86-13912345678'));
    await allSettled(accountForm.submitted, { scope });
    expect((await backendAccount(token, memberId)).phone).toBe('+86-13912345678');
    // Saved: the phone is no longer new, so it needs no code.
    expect(scope.getState(accountForm.$fields)).toMatchObject({ phone: '13912345678', phoneCode: '', savedPhone: '+86-13912345678' });
  });

  it('takes a number with its international prefix under the 000 dial code', async () => {
    const { scope, token, memberId } = await openForm();
    await type(scope, 'dialCode', '000');
    await type(scope, 'phone', '13912345678');
    await allSettled(accountForm.submitted, { scope });
    expect(scope.getState(accountForm.$errors)).toEqual({ phone: 'auth:contact.wrongFormat' });

    await type(scope, 'phone', '0086 13912345678');
    await callApi(calls.sendSMS, { phone: '+86-13912345678' }, { origin: '', token: null, language: 'en' });
    await type(scope, 'phoneCode', await outboxCode('+86-13912345678'));
    await allSettled(accountForm.submitted, { scope });
    expect((await backendAccount(token, memberId)).phone).toBe('+86-13912345678');
  });

  it("shows the server's refusal of a wrong code and keeps what was typed", async () => {
    const { scope, token, memberId } = await openForm();
    await type(scope, 'email', 'new.address@example.com');
    await callApi(calls.sendEmail, { email: 'new.address@example.com' }, { origin: '', token: null, language: 'en' });
    const code = await outboxCode('new.address@example.com');
    await type(scope, 'emailCode', code === '000000' ? '111111' : '000000');
    await allSettled(accountForm.submitted, { scope });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.any(String) } })]);
    expect(scope.getState(accountForm.$fields)).toMatchObject({ email: 'new.address@example.com' });
    expect((await backendAccount(token, memberId)).email).toBe('demo@example.com');

    // Corrected and sent again: the failure's toast goes, the change is saved.
    await type(scope, 'emailCode', code);
    await allSettled(accountForm.submitted, { scope });
    expect((await backendAccount(token, memberId)).email).toBe('new.address@example.com');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info' })]);
  });

  it('keeps what the member is typing when the account arrives again, and forgets it on leaving', async () => {
    const { scope } = await openForm();
    await type(scope, 'nickname', 'Typing');
    await allSettled(accountRefreshRequested, { scope });
    expect(scope.getState(accountForm.$fields).nickname).toBe('Typing');
    await allSettled(accountFormLeft, { scope });
    expect(scope.getState(accountForm.$fields).nickname).toBe('');
    // Opened again, it shows the account as the backend has it.
    await allSettled(accountFormOpened, { scope });
    expect(scope.getState(accountForm.$fields).nickname).toBe(scope.getState($account)?.nickname);
  });

  it('needs one of phone and email, as the backend does', async () => {
    const { scope } = await openForm();
    await type(scope, 'email', '');
    await allSettled(accountForm.submitted, { scope });
    expect(scope.getState(accountForm.$errors)).toEqual({ email: 'account:info.contactRequired' });
  });
});

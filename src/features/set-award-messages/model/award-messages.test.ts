import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls, emptyAwardMessages, parseAwardMessages, type LoginResult } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { logInAs } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { db } from '@mocks/node';
import {
  $storedUnreadable,
  AwardMessagesGate,
  awardMessagesForm,
  awardMessagesQuery,
  setAwardMessagesAction,
} from './award-messages';

const openForm = async (): Promise<{ scope: Scope; session: LoginResult }> => {
  const scope = fork();
  const session = await logInAs();
  await allSettled(sessionStarted, { scope, params: session });
  await allSettled(AwardMessagesGate.open, { scope, params: {} });
  return { scope, session };
};

const stored = async ({ token, memberId }: LoginResult) =>
  parseAwardMessages((await callApi(calls.getAwardMessage, { memberId }, { origin: '', token, language: 'en' })).awardMessage);

describe('set-award-messages', () => {
  it('shows the stored messages, some set and the others empty (the machine default)', async () => {
    const { scope, session } = await openForm();
    const messages = await stored(session);
    expect(Object.values(messages!).filter(Boolean).length).toBeGreaterThan(0);
    expect(Object.values(messages!)).toContain('');
    expect(scope.getState(awardMessagesForm.$fields)).toEqual(messages);
    expect(scope.getState($storedUnreadable)).toBe(false);
  });

  it('shows the machine defaults for a member who never set any', async () => {
    const session = await logInAs();
    db.awardMessages.deleteMany((q) => q.where({ memberId: session.memberId }));
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(AwardMessagesGate.open, { scope, params: {} });
    expect(scope.getState(awardMessagesQuery.$data)).toEqual({ awardMessage: null });
    expect(scope.getState(awardMessagesForm.$fields)).toEqual(emptyAwardMessages());
    expect(scope.getState($storedUnreadable)).toBe(false);
  });

  it('saves the messages once, and they are there when the page opens again', async () => {
    const { scope, session } = await openForm();
    const before = await stored(session);
    const starts: unknown[] = [];
    createWatch({ unit: setAwardMessagesAction.mutation.started, fn: (started) => starts.push(started), scope });
    await allSettled(awardMessagesForm.fieldChanged, { scope, params: { name: 'ton80', value: ' Maximum! ' } });
    await allSettled(awardMessagesForm.fieldChanged, { scope, params: { name: 'hatTrick', value: '帽子戏法 🎯' } });
    await Promise.all([allSettled(awardMessagesForm.submitted, { scope }), allSettled(awardMessagesForm.submitted, { scope })]);

    expect(starts).toHaveLength(1);
    expect(await stored(session)).toEqual({ ...before, ton80: 'Maximum!', hatTrick: '帽子戏法 🎯' });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'info', message: { key: 'account:awards.saved' } })]);

    // The page closes: the form leaves the screen, which resets it (useForm).
    await allSettled(AwardMessagesGate.close, { scope, params: {} });
    await allSettled(awardMessagesForm.reset, { scope });
    expect(scope.getState(awardMessagesForm.$fields)).toEqual(emptyAwardMessages());
    await allSettled(AwardMessagesGate.open, { scope, params: {} });
    expect(scope.getState(awardMessagesForm.$fields)).toMatchObject({ ton80: 'Maximum!', hatTrick: '帽子戏法 🎯' });
  });

  it('refuses a message over 20 characters or with markup before calling the server', async () => {
    const { scope, session } = await openForm();
    const before = await stored(session);
    await allSettled(awardMessagesForm.fieldChanged, { scope, params: { name: 'lowTon', value: 'x'.repeat(21) } });
    await allSettled(awardMessagesForm.fieldChanged, { scope, params: { name: 'nineMark', value: '<script>' } });
    await allSettled(awardMessagesForm.submitted, { scope });
    expect(scope.getState(awardMessagesForm.$errors)).toEqual({ lowTon: 'account:awards.tooLong', nineMark: 'account:awards.plainText' });
    expect(await stored(session)).toEqual(before);
  });

  it('opens with the defaults when the stored string is malformed, says so, and saving repairs it', async () => {
    const session = await logInAs();
    db.awardMessages.deleteMany((q) => q.where({ memberId: session.memberId }));
    await db.awardMessages.create({ memberId: session.memberId, message: '{"lowTon": "unterminated' });
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(AwardMessagesGate.open, { scope, params: {} });
    expect(scope.getState(awardMessagesForm.$fields)).toEqual(emptyAwardMessages());
    expect(scope.getState($storedUnreadable)).toBe(true);

    await allSettled(awardMessagesForm.fieldChanged, { scope, params: { name: 'whiteHorse', value: 'Giddy up' } });
    await allSettled(awardMessagesForm.submitted, { scope });
    expect(scope.getState($storedUnreadable)).toBe(false);
    expect(await stored(session)).toEqual({ ...emptyAwardMessages(), whiteHorse: 'Giddy up' });
  });
});

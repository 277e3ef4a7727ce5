import { allSettled, createStore, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PATHS } from '@mocks/mock-paths';
import { callApi, calls } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import type { Channel } from '../lib/contact';
import { createCodeSender } from './code-sender';

const $channel = createStore<Channel>('email');
const $address = createStore('');
const sender = createCodeSender({ name: 'test.sender', $channel, $address });

const outboxCodes = async (to: string): Promise<string[]> => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ kind: string; code: string }> };
  return messages.filter((message) => message.kind === 'code').map((message) => message.code);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('createCodeSender', () => {
  it('sends a code, then counts 59 seconds down before the next send', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const scope = fork({ values: [[$address, 'runner@example.com']] });
    await allSettled(sender.sendClicked, { scope });
    expect(await outboxCodes('runner@example.com')).toHaveLength(1);
    expect(scope.getState(sender.$secondsLeft)).toBe(59);
    expect(scope.getState(sender.$locked)).toBe(true);

    // A click during the countdown sends nothing.
    await allSettled(sender.sendClicked, { scope });
    expect(await outboxCodes('runner@example.com')).toHaveLength(1);

    vi.advanceTimersByTime(1000);
    expect(scope.getState(sender.$secondsLeft)).toBe(58);
    vi.advanceTimersByTime(58_000);
    expect(scope.getState(sender.$secondsLeft)).toBe(0);
    expect(scope.getState(sender.$locked)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends by SMS in the wire format', async () => {
    const scope = fork({ values: [[$channel, 'sms'], [$address, '0086 13912345678']] });
    await allSettled(sender.sendClicked, { scope });
    expect(await outboxCodes('+86-13912345678')).toHaveLength(1);
    await allSettled(sender.reset, { scope });
    expect(scope.getState(sender.$secondsLeft)).toBe(0);
  });

  it('checks the address before calling the server', async () => {
    const scope = fork({ values: [[$address, 'runner@']] });
    await allSettled(sender.sendClicked, { scope });
    expect(scope.getState(sender.$addressError)).toBe('auth:contact.wrongFormat');
    expect(await outboxCodes('runner@')).toEqual([]);
    await allSettled($address, { scope, params: '' });
    expect(scope.getState(sender.$addressError)).toBe('common:form.required');
  });

  it("stays usable after a failed send and shows the server's message", async () => {
    // Another device asked for a code a moment ago: the backend refuses a second one.
    await callApi(calls.sendEmail, { email: 'runner@example.com' }, { origin: '', token: null, language: 'en' });
    const scope = fork({ values: [[$address, 'runner@example.com']] });
    await allSettled(sender.sendClicked, { scope });
    expect(scope.getState(sender.$secondsLeft)).toBe(0);
    expect(scope.getState(sender.$locked)).toBe(false);
    expect(scope.getState($toasts)).toEqual([
      expect.objectContaining({ tone: 'warning', message: { text: expect.stringMatching(/^A code was sent recently/) } }),
    ]);
  });
});

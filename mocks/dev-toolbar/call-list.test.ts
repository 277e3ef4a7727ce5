import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedCall } from '../inspector/call-log';
import { callList } from './call-list';
import { TOOLS_COPY } from './tools-copy';

afterEach(() => document.body.replaceChildren());

const call = (overrides: Partial<LoggedCall>): LoggedCall => ({
  id: 1,
  at: '2026-11-28T12:00:00.000Z',
  method: 'POST',
  path: '/rpi/websitenews/officialNewsList',
  call: 'news.officialNewsList',
  status: 200,
  code: 100,
  ms: 12,
  params: { countryId: '617', pageNum: '1' },
  answer: { code: 100, msg: 'ok', data: { list: [], total: 0 } },
  refusal: null,
  warnings: [],
  fault: null,
  source: 'fake',
  ...overrides,
});

const LOGIN_REFUSED = call({
  id: 2,
  path: '/rps/login',
  call: 'account.login',
  code: 101,
  params: { username: 'demo', password: '[redacted]' },
  answer: { code: 101, msg: 'Wrong account or password', data: null },
  refusal: { code: 101, message: 'loginIncorrect' },
});

function mount() {
  const listeners = new Set<(calls: readonly LoggedCall[]) => void>();
  let calls: LoggedCall[] = [];
  const clearCalls = vi.fn(async () => undefined);
  const list = callList(document, TOOLS_COPY.en, {
    subscribeCalls: (listener) => {
      listeners.add(listener);
      listener(calls);
      return () => listeners.delete(listener);
    },
    clearCalls,
  });
  document.body.append(list.node);
  /** The worker answers calls: the log the toolbar reads next. */
  const answer = (...more: LoggedCall[]) => {
    calls = [...calls, ...more];
    for (const listener of listeners) listener(calls);
  };
  return { list, listeners, answer, clearCalls, view: within(document.body) };
}

const rows = (view: ReturnType<typeof within>) => within(view.getByRole('list', { name: 'Calls' })).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');

describe("the toolbar's call list", () => {
  it('lists the calls newest first: method, call, status, envelope code, time, and what refused or faulted one', () => {
    const { list, answer, view } = mount();
    list.start();
    expect(view.getByText('No call yet.')).toBeTruthy();
    answer(call({}), LOGIN_REFUSED, call({ id: 3, status: null, code: null, ms: 2000, answer: null, params: null, fault: 'news.officialNewsList:network' }));
    const [faulted, refused, plain] = rows(view).map((row) => row.querySelector('summary')!.textContent);
    expect(faulted).toBe('POST news.officialNewsList no answer · 2000 ms fault news.officialNewsList:network');
    expect(refused).toBe('POST account.login HTTP 200 · code 101 · 12 ms refused by loginIncorrect (101)');
    expect(plain).toBe('POST news.officialNewsList HTTP 200 · code 100 · 12 ms');
    expect(view.getByText('No call yet.').hidden).toBe(true);
  });

  it('says which calls a recording or the real API answered (the dev server\'s pass-through)', () => {
    const { list, answer, view } = mount();
    list.start();
    answer(call({ source: 'upstream' }), call({ id: 2, source: 'replay' }));
    const [replayed, passed] = rows(view).map((row) => row.querySelector('summary')!.textContent);
    expect(passed).toBe('POST news.officialNewsList HTTP 200 · code 100 · 12 ms from the real API');
    expect(replayed).toBe('POST news.officialNewsList HTTP 200 · code 100 · 12 ms from a recording');
  });

  it('marks contract warnings, and opens a row to its warnings, parameters and answer as pretty JSON', async () => {
    const { list, answer, view } = mount();
    list.start();
    answer(call({ warnings: ['"sort" is not a field of news.officialNewsList: ignored here, a stricter server may refuse it'] }));
    const summary = view.getByText('POST news.officialNewsList').closest('summary')!;
    expect(within(summary).getByText('1 contract warning').className).toBe('mark warning');
    await userEvent.click(summary);
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByRole('list', { name: 'Contract warnings' }).textContent).toContain('"sort" is not a field');
    const [params, answered] = [...details.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(params).toBe('{\n  "countryId": "617",\n  "pageNum": "1"\n}');
    expect(answered).toContain('"total": 0');
  });

  it('cuts a long answer, saying how long it was', async () => {
    const { list, answer, view } = mount();
    list.start();
    answer(call({ answer: 'x'.repeat(10_000) }));
    await userEvent.click(view.getByText('POST news.officialNewsList'));
    const shown = document.querySelectorAll('pre')[1]!.textContent!;
    expect(shown).toHaveLength(4_000 + '\n… (cut: 10000 characters in all)'.length);
    expect(shown.endsWith('… (cut: 10000 characters in all)')).toBe(true);
  });

  it('adds new calls above the rows there, leaving an opened row open and focused', async () => {
    const { list, answer, view } = mount();
    list.start();
    answer(call({}));
    const summary = view.getByText('POST news.officialNewsList').closest('summary')!;
    await userEvent.click(summary);
    answer(LOGIN_REFUSED);
    expect(rows(view)).toHaveLength(2);
    expect(rows(view)[0]!.textContent).toContain('account.login');
    expect((summary.parentElement as HTMLDetailsElement).open).toBe(true);
    expect(document.activeElement).toBe(summary);
  });

  it('reads the log only while started; stopped, it holds no answer', () => {
    const { list, answer, listeners, view } = mount();
    expect(listeners.size).toBe(0);
    list.start();
    list.start();
    expect(listeners.size).toBe(1);
    answer(LOGIN_REFUSED);
    list.stop();
    expect(listeners.size).toBe(0);
    expect(document.body.textContent).not.toContain('loginIncorrect');
    expect(view.getByText('No call yet.')).toBeTruthy();
  });

  it('clears the calls', async () => {
    const { list, answer, clearCalls, view } = mount();
    list.start();
    answer(call({}));
    await userEvent.click(view.getByRole('button', { name: 'Clear calls' }));
    expect(clearCalls).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('list', { name: 'Calls' })).toBeNull();
  });
});

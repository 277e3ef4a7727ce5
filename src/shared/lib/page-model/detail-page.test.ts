import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { calls, createApiQuery } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { createDetailPage } from './detail-page';

const newsQuery = createApiQuery(calls.newsInfo, 'detail-page.test', { failure: 'unless-refused' });
const page = createDetailPage({ name: 'detail-page.test', query: newsQuery, paramsOf: (id) => ({ id }) });

const open = (scope: ReturnType<typeof fork>, search: string) => allSettled(page.Gate.open, { scope, params: { search } });
const answerNewsInfoOnce = (code: number, msg: string) =>
  server.use(http.post('*/rpi/websitenews/newsInfo', () => HttpResponse.json({ code, msg, data: null }), { once: true }));

describe('createDetailPage', () => {
  it('shows the item of ?id=, and "not found" without asking when the id is missing or not a number', async () => {
    const scope = fork();
    await open(scope, '?id=1');
    expect(scope.getState(newsQuery.$data)?.id).toBe(1);
    expect(scope.getState(page.$notFound)).toBe(false);

    const other = fork();
    await open(other, '?id=abc');
    expect(other.getState(page.$notFound)).toBe(true);
    expect(other.getState(newsQuery.$data)).toBeNull();
  });

  it('calls an id the backend refuses (101) "not found"', async () => {
    const scope = fork();
    await open(scope, '?id=999999');
    expect(scope.getState(page.$notFound)).toBe(true);
  });

  it('says "not found" only as the page: no toast repeats the refusal beside it', async () => {
    const scope = fork();
    await open(scope, '?id=999999');
    expect(scope.getState(page.$notFound)).toBe(true);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('still tells a failure worth a retry in a warning', async () => {
    answerNewsInfoOnce(500, 'Server error');
    const scope = fork();
    await open(scope, '?id=2');
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: 'Server error' } })]);
  });

  it('refuses a query whose refusals the API layer would toast: the page would say "not found" twice', () => {
    const toasting = createApiQuery(calls.newsInfo, 'detail-page.test.toasting');
    expect(() => createDetailPage({ name: 'detail-page.test.toasting', query: toasting, paramsOf: (id) => ({ id }) })).toThrow(
      /unless-refused/,
    );
  });

  it('treats a server fault as a failure worth a retry, not as "not found"', async () => {
    answerNewsInfoOnce(500, 'Server error');
    const scope = fork();
    await open(scope, '?id=2');
    expect(scope.getState(page.$notFound)).toBe(false);
    expect(scope.getState(newsQuery.$failed)).toBe(true);

    await allSettled(page.retried, { scope });
    expect(scope.getState(newsQuery.$failed)).toBe(false);
    expect(scope.getState(newsQuery.$data)?.id).toBe(2);
  });

  it('drops the previous item and its error as soon as the address names another id', async () => {
    const scope = fork();
    await open(scope, '?id=999999');
    expect(scope.getState(page.$notFound)).toBe(true);

    const moving = allSettled(page.Gate.open, { scope, params: { search: '?id=3' } });
    // Until id 3 arrives the page is loading: not "not found" (the old error), not another item.
    expect(scope.getState(page.$notFound)).toBe(false);
    expect(scope.getState(newsQuery.$data)).toBeNull();
    await moving;
    expect(scope.getState(newsQuery.$data)?.id).toBe(3);
  });
});

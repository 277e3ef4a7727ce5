import { allSettled, fork } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import * as calls from './calls';
import { callApi } from './client';
import { createApiQuery, holdCallsUntil } from './model';

const context = { origin: '', token: null, language: 'en' };
const pageOf = (pageNum: number) => ({ countryId: 617, shopName: '', pageNum, pageSize: 5 });

describe('createApiQuery', () => {
  it('keeps the answer of the latest start when an older, slower answer arrives after it', async () => {
    const [first, second] = await Promise.all([callApi(calls.newShop, pageOf(1), context), callApi(calls.newShop, pageOf(2), context)]);
    expect(second.list[0]!.shopId).not.toBe(first.list[0]!.shopId);

    // The first request is held back until well after the second has been answered; returning
    // nothing hands the request on to the fake backend's own handler.
    let requests = 0;
    server.use(
      http.post('*/rpi/websiteshop/newShop', async () => {
        requests += 1;
        if (requests === 1) await delay(150);
      }),
    );

    const query = createApiQuery(calls.newShop, 'test.latestWins');
    const scope = fork();
    const answers: number[] = [];
    query.finished.success.watch(({ params }) => answers.push(Number(params.pageNum)));

    const older = allSettled(query.start, { scope, params: pageOf(1) });
    const newer = allSettled(query.start, { scope, params: pageOf(2) });
    await Promise.all([older, newer]);
    // Let the held-back answer arrive for sure before looking.
    await delay(200);

    expect(requests).toBe(2);
    expect(answers).toEqual([2]);
    expect(scope.getState(query.$data)).toEqual(second);
    expect(scope.getState(query.$pending)).toBe(false);
    expect(scope.getState(query.$failed)).toBe(false);
  });

  it('sends each call in a task of its own, not in the task of the event that started them', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      const queries = [1, 2, 3].map((index) => createApiQuery(calls.newShop, `test.ownTask${index}`));
      const scope = fork();
      // One event starting several calls, as a page's visit does.
      const settled = Promise.all(queries.map((query, index) => allSettled(query.start, { scope, params: pageOf(index + 1) })));
      // Microtasks of the starting task ran: no call has been encoded or sent yet.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(sent).not.toHaveBeenCalled();

      await settled;
      expect(sent).toHaveBeenCalledTimes(3);
      expect(queries.map((query) => scope.getState(query.$data)?.list.length)).toEqual([5, 5, 2]);
    } finally {
      sent.mockRestore();
    }
  });
});

describe('holdCallsUntil', () => {
  it('keeps calls from leaving until the backend is ready, and lets them go when it failed to start', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      let ready!: () => void;
      holdCallsUntil(new Promise<void>((resolve) => (ready = resolve)));
      const query = createApiQuery(calls.newShop, 'test.held');
      const scope = fork();
      const settled = allSettled(query.start, { scope, params: pageOf(1) });
      await delay(50);
      expect(sent).not.toHaveBeenCalled();
      ready();
      await settled;
      expect(sent).toHaveBeenCalledTimes(1);
      expect(scope.getState(query.$data)?.list.length).toBe(5);

      holdCallsUntil(Promise.reject(new Error('the fake backend did not start')));
      await allSettled(query.start, { scope, params: pageOf(2) });
      expect(sent).toHaveBeenCalledTimes(2);
    } finally {
      holdCallsUntil(Promise.resolve());
      sent.mockRestore();
    }
  });
});

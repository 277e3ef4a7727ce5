import { allSettled, fork } from 'effector';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import * as calls from './calls';
import { callApi } from './client';
import { createApiQuery } from './model';

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
});

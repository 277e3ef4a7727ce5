import { allSettled, createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { $value, resultsQuery, searched, shopSearchList, ShopSearchGate } from './shop-search-page';

/** What the results were asked for, in order. */
const $asked = createStore<unknown[]>([]).on(resultsQuery.started, (asked, { params }) => [...asked, params]);
const open = async (search: string) => {
  const recording = forkRecordingNavigation([[$countryId, 617]]);
  await allSettled(ShopSearchGate.open, { scope: recording.scope, params: { search } });
  return recording;
};
const shown = (scope: Awaited<ReturnType<typeof open>>['scope']) => [scope.getState($value), scope.getState(shopSearchList.$page)];

describe('the shop search page model', () => {
  it('reads the search and its page from the address (else every shop, page 1), and pushes a new search or page', async () => {
    const { scope, navigated } = await open('?value=%20dart%20&page=3');
    expect(shown(scope)).toEqual(['dart', 3]);
    expect(scope.getState($asked)).toEqual([{ countryId: 617, shopName: 'dart', pageNum: 3, pageSize: 5 }]);
    for (const [search, value] of [
      ['?value=&page=abc', ''],
      ['?value=x&page=-2', 'x'],
      ['?page=0', ''],
    ] as const) {
      await addressShown(ShopSearchGate, scope, search);
      expect(shown(scope), search).toEqual([value, 1]);
    }

    await addressShown(ShopSearchGate, scope, '?value=Crown+%26+Dart');
    await allSettled(shopSearchList.pageChosen, { scope, params: 2 });
    await allSettled(searched, { scope, params: ' zzzz ' });
    await allSettled(searched, { scope, params: '' });
    // The value always, as the old site's links have it; the first page left out.
    expect(navigated).toEqual([
      '/AdartsShop/ShopSearch?value=Crown+%26+Dart&page=2',
      '/AdartsShop/ShopSearch?value=zzzz',
      '/AdartsShop/ShopSearch?value=',
    ]);
    expect(shown(scope)).toEqual(['Crown & Dart', 1]);
  });

  it('follows the address on Back and Forward, asking once per state', async () => {
    const { scope } = await open('?value=');
    await addressShown(ShopSearchGate, scope, '?value=&page=2');
    await addressShown(ShopSearchGate, scope, '?value=');
    // No value is every shop too: the same state.
    await addressShown(ShopSearchGate, scope, '');
    expect(scope.getState($asked)).toEqual([
      { countryId: 617, shopName: '', pageNum: 1, pageSize: 5 },
      { countryId: 617, shopName: '', pageNum: 2, pageSize: 5 },
      { countryId: 617, shopName: '', pageNum: 1, pageSize: 5 },
    ]);
    expect(scope.getState(resultsQuery.$data)?.list).toHaveLength(5);
  });

  it("replaces the address with the first page when the site's country changes on a later page", async () => {
    const { scope, navigated } = await open('?value=the&page=2');
    await allSettled($countryId, { scope, params: 19464 });
    expect(navigated).toEqual([{ to: '/AdartsShop/ShopSearch?value=the', replace: true }]);
    await addressShown(ShopSearchGate, scope, '?value=the');
    await allSettled($countryId, { scope, params: 17829 });
    expect(navigated).toHaveLength(1);
    expect(scope.getState($asked)).toEqual([
      { countryId: 617, shopName: 'the', pageNum: 2, pageSize: 5 },
      { countryId: 19464, shopName: 'the', pageNum: 1, pageSize: 5 },
      { countryId: 17829, shopName: 'the', pageNum: 1, pageSize: 5 },
    ]);
  });
});

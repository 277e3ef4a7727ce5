import { allSettled, createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { listQuery, newShopsList, NewShopsGate } from './new-shops-page';

/** What the list was asked for, in order. */
const $asked = createStore<unknown[]>([]).on(listQuery.started, (asked, { params }) => [...asked, params]);
const newest = (countryId: number, pageNum: number) => ({ countryId, shopName: '', pageNum, pageSize: 5 });
const open = async (search: string) => {
  const recording = forkRecordingNavigation([[$countryId, 617]]);
  await allSettled(NewShopsGate.open, { scope: recording.scope, params: { search } });
  return recording;
};

describe('the new shops page model', () => {
  it('pushes a picked country (from its first page) and a page as new addresses', async () => {
    const { scope, navigated } = await open('?page=3');
    await allSettled(newShopsList.countryPicked, { scope, params: 17829 });
    await allSettled(newShopsList.pageChosen, { scope, params: 2 });
    expect(navigated).toEqual(['/AdartsShop/NewShop?country=17829', '/AdartsShop/NewShop?page=2']);
    expect(scope.getState($asked)).toEqual([newest(617, 3)]);
  });

  it('follows the address on Back and Forward, asking once per state', async () => {
    const { scope } = await open('');
    await addressShown(NewShopsGate, scope, '?page=2');
    await addressShown(NewShopsGate, scope, '?country=17829');
    await addressShown(NewShopsGate, scope, '?page=2');
    // The site's country picked by name is the same list as none picked, page 1 the same as none.
    await addressShown(NewShopsGate, scope, '?page=2&country=');
    expect(scope.getState(newShopsList.$shownCountry)).toBe(617);
    expect(scope.getState($asked)).toEqual([newest(617, 1), newest(617, 2), newest(17829, 1), newest(617, 2)]);
    expect(scope.getState(listQuery.$data)?.list).toHaveLength(5);
  });

  it("replaces the address with the first page when the site's country changes on a later page", async () => {
    const { scope, navigated } = await open('?page=2');
    await allSettled($countryId, { scope, params: 19464 });
    expect(navigated).toEqual([{ to: '/AdartsShop/NewShop', replace: true }]);
    await addressShown(NewShopsGate, scope, '');
    expect(scope.getState($asked)).toEqual([newest(617, 2), newest(19464, 1)]);
  });
});

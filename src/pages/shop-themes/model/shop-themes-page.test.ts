import { allSettled, createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { namesQuery, shopThemesList, ShopThemesGate, themesQuery } from './shop-themes-page';

const context = { origin: '', token: null, language: 'en' };
/** What each query was asked for, in order. */
const $names = createStore<unknown[]>([]).on(namesQuery.started, (asked, { params }) => [...asked, params]);
const $themes = createStore<unknown[]>([]).on(themesQuery.started, (asked, { params }) => [...asked, params]);
const idsOf = async (countryId: number, page: number) =>
  (await callApi(calls.shopList, { countryId }, context)).slice((page - 1) * 5, page * 5).map((shop) => shop.shopId);
const open = async (search: string) => {
  const recording = forkRecordingNavigation([[$countryId, 617]]);
  await allSettled(ShopThemesGate.open, { scope: recording.scope, params: { search } });
  return recording;
};

describe('the shop themes page model', () => {
  it("asks for a country's names once and for each page's details, following the address on Back and Forward", async () => {
    const { scope } = await open('');
    await addressShown(ShopThemesGate, scope, '?page=2');
    await addressShown(ShopThemesGate, scope, '');
    await addressShown(ShopThemesGate, scope, '?country=19464');
    // The same state written another way asks nothing.
    await addressShown(ShopThemesGate, scope, '?country=19464&page=1');
    expect(scope.getState($names)).toEqual([{ countryId: 617 }, { countryId: 19464 }]);
    expect(scope.getState($themes)).toEqual([await idsOf(617, 1), await idsOf(617, 2), await idsOf(617, 1), await idsOf(19464, 1)]);
    expect(scope.getState(themesQuery.$data)?.map((shop) => shop.shopId)).toEqual(await idsOf(19464, 1));
  });

  it('pushes a picked country and a page, and replaces a page past the end with the last page', async () => {
    const { scope, navigated } = await open('?page=99');
    await allSettled(shopThemesList.countryPicked, { scope, params: 19464 });
    await allSettled(shopThemesList.pageChosen, { scope, params: 2 });
    await allSettled(shopThemesList.pastEndLeft, { scope, params: 3 });
    expect(navigated).toEqual([
      '/AdartsShop/ShopTheme?country=19464',
      '/AdartsShop/ShopTheme?page=2',
      { to: '/AdartsShop/ShopTheme?page=3', replace: true },
    ]);
  });

  it("replaces the address with the first page when the site's country changes on a later page", async () => {
    const { scope, navigated } = await open('?page=2');
    await allSettled($countryId, { scope, params: 19464 });
    expect(navigated).toEqual([{ to: '/AdartsShop/ShopTheme', replace: true }]);
    await addressShown(ShopThemesGate, scope, '');
    expect(scope.getState($names)).toEqual([{ countryId: 617 }, { countryId: 19464 }]);
  });
});

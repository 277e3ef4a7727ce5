import { allSettled, createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { shopThemesList, themesList, themesQuery } from './shop-themes-page';

const context = { origin: '', token: null, language: 'en' };
const idsOf = async (countryId: number) => (await callApi(calls.shopList, { countryId }, context)).map(({ shopId }) => shopId);
const $asked = createStore<number[][]>([]).on(themesQuery.start, (asked, ids) => [...asked, ids]);

describe('the shop themes page', () => {
  // A new country and another page come in one address (a choice, Back): the page's shops are
  // those of the new country's names, never a page of the names the list held before.
  it("asks for the details of the shown country's shops only, when country and page change together", async () => {
    const [unitedKingdom, hongKong] = await Promise.all([idsOf(617), idsOf(19464)]);
    const { scope } = forkRecordingNavigation([[$countryId, 617]]);
    await allSettled(shopThemesList.Gate.open, { scope, params: { search: '?page=2' } });
    expect(scope.getState($asked)).toEqual([unitedKingdom.slice(5, 10)]);

    await addressShown(shopThemesList.Gate, scope, '?country=19464');
    expect(scope.getState($asked).slice(1)).toEqual([hongKong.slice(0, 5)]);
    await addressShown(shopThemesList.Gate, scope, '?page=2');
    expect(scope.getState($asked).slice(2)).toEqual([unitedKingdom.slice(5, 10)]);
    expect(scope.getState(themesList.$data)?.list.map(({ shopId }) => shopId)).toEqual(unitedKingdom.slice(5, 10));

    // A page of the same country asks at once, from the names the list holds.
    await addressShown(shopThemesList.Gate, scope, '?page=3');
    expect(scope.getState($asked).slice(3)).toEqual([unitedKingdom.slice(10, 15)]);
  });
});

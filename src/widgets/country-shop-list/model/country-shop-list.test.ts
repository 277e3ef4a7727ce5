import { allSettled, createEvent, createStore, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { $countryId, countriesQuery } from '@/entities/country';
import { createCountryShopList } from './country-shop-list';

const start = createEvent<{ countryId: number; pageNum: number }>();
const list = createCountryShopList({
  path: '/Shops',
  query: { start },
  pageSize: 5,
  paramsOf: ({ countryId, page }) => ({ countryId, pageNum: page }),
});
const $asked = createStore<unknown[]>([]).on(start, (asked, params) => [...asked, params]);

const open = async (search: string) => {
  const recording = forkRecordingNavigation([[$countryId, 617]]);
  await allSettled(list.Gate.open, { scope: recording.scope, params: { search } });
  return recording;
};
const read = (scope: Scope) => ({ country: scope.getState(list.$filters).country, page: scope.getState(list.$page) });

describe('a shop list by country', () => {
  it('reads ?country= and ?page=, else no picked country and the first page', async () => {
    const { scope } = await open('?country=17829&page=3');
    expect(read(scope)).toEqual({ country: 17829, page: 3 });
    await addressShown(list.Gate, scope, '');
    expect(read(scope)).toEqual({ country: null, page: 1 });
    await addressShown(list.Gate, scope, '?page=2');
    expect(read(scope)).toEqual({ country: null, page: 2 });
  });

  it.each(['?country=abc&page=x', '?country=-5&page=0', '?country=1.5&page=-2', '?country=&page=', '?country=99999999999999999999'])(
    'falls back to the defaults for %j',
    async (search) => {
      const { scope } = await open(search);
      expect(read(scope)).toEqual({ country: null, page: 1 });
    },
  );

  it('writes an address that reads the same, defaults left out', async () => {
    const { scope, navigated } = await open('?country=19464');
    await allSettled(list.pageChosen, { scope, params: 2 });
    await addressShown(list.Gate, scope, '?country=19464&page=2');
    expect(read(scope)).toEqual({ country: 19464, page: 2 });
    await allSettled(list.countryPicked, { scope, params: 208 });
    await addressShown(list.Gate, scope, '');
    await allSettled(list.pageChosen, { scope, params: 4 });
    await addressShown(list.Gate, scope, '?page=4');
    await allSettled(list.pageChosen, { scope, params: 1 });
    expect(navigated).toEqual(['/Shops?country=19464&page=2', '/Shops?country=208', '/Shops?page=4', '/Shops']);
  });

  it("asks for the site's country until one is picked, and loads the selector's countries", async () => {
    const { scope } = await open('');
    expect(scope.getState(list.$shownCountry)).toBe(617);
    await addressShown(list.Gate, scope, '?country=17829&page=2');
    expect(scope.getState(list.$shownCountry)).toBe(17829);
    expect(scope.getState($asked).slice(-2)).toEqual([
      { countryId: 617, pageNum: 1 },
      { countryId: 17829, pageNum: 2 },
    ]);
    expect(scope.getState(countriesQuery.$data)?.length).toBeGreaterThan(1);
  });

  it("replaces the address with the first page when the site's country changes on a later page", async () => {
    const { scope, navigated } = await open('?country=17829&page=2');
    await allSettled($countryId, { scope, params: 19464 });
    expect(navigated).toEqual([{ to: '/Shops?country=17829', replace: true }]);
  });
});

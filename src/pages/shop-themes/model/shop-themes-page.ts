import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { routes } from '@/shared/config';
import { countryPageFromSearch, navigateFx, searchOfCountryPage } from '@/shared/lib';
import { $countryId, countriesQuery } from '@/entities/country';
import { createShopDetailsQuery, createShopNamesQuery } from '@/entities/shop';

export const THEME_PAGE_SIZE = 5;

export const ShopThemesGate = createGate<{ search: string }>({ name: 'shop-themes-page', defaultState: { search: '' } });

export const countryPicked = createEvent<number>();
export const pageChosen = createEvent<number>();
export const retried = createEvent();

/** The address's country and page (`?country=&page=`), read when it changes: the address holds the list's state. */
const searchRead = sample({
  clock: [ShopThemesGate.open, ShopThemesGate.state.updates],
  source: ShopThemesGate.state,
  filter: ShopThemesGate.status,
  fn: ({ search }) => countryPageFromSearch(search),
});

/**
 * The country whose shops are listed: the site's country until the visitor picks another one in
 * the page's own selector (which leaves the site's country as it is).
 */
export const $country = createStore<number | null>(null)
  .on(countryPicked, (_, countryId) => countryId)
  .on(searchRead, (_, { country }) => country)
  .reset(ShopThemesGate.close);
export const $shownCountry = combine($country, $countryId, (picked, current) => picked ?? current);

export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .on(searchRead, (_, { page }) => page)
  .reset(countryPicked, $countryId.updates, ShopThemesGate.close);

// Every change the visitor makes is written to the address (replacing it, so Back leaves the
// list rather than stepping through its pages): back from a shop, the list is as it was.
sample({
  clock: [countryPicked, pageChosen, $countryId.updates],
  source: { country: $country, page: $page },
  filter: ShopThemesGate.status,
  fn: (list) => ({ to: `${routes.shopThemes}${searchOfCountryPage(list)}`, replace: true }),
  target: navigateFx,
});

/** Every shop of the country (id and name), then the details (theme) of the shops on the page. */
export const namesQuery = createShopNamesQuery('shop-themes');
export const themesQuery = createShopDetailsQuery('shop-themes');

sample({
  clock: [ShopThemesGate.open, $shownCountry.updates, retried],
  source: $shownCountry,
  filter: ShopThemesGate.status,
  fn: (countryId) => ({ countryId }),
  target: namesQuery.start,
});

export const $total = namesQuery.$data.map((names) => names?.length ?? 0);

const $pageIds = combine(namesQuery.$data, $page, (names, page) =>
  (names ?? []).slice((page - 1) * THEME_PAGE_SIZE, page * THEME_PAGE_SIZE).map((shop) => shop.shopId),
);

sample({
  clock: [namesQuery.finished.success, $page.updates],
  source: $pageIds,
  filter: ShopThemesGate.status,
  target: themesQuery.start,
});

sample({
  clock: ShopThemesGate.open,
  source: { data: countriesQuery.$data, pending: countriesQuery.$pending },
  filter: ({ data, pending }) => data === null && !pending,
  fn: () => ({}),
  target: countriesQuery.start,
});

export const $pending = combine(namesQuery.$pending, themesQuery.$pending, (a, b) => a || b);
export const $failed = combine(namesQuery.$failed, themesQuery.$failed, (a, b) => a || b);

import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $countryId, countriesQuery } from '@/entities/country';
import { createShopDetailsQuery, createShopNamesQuery } from '@/entities/shop';

export const THEME_PAGE_SIZE = 5;

export const ShopThemesGate = createGate('shop-themes-page');

export const countryPicked = createEvent<number>();
export const pageChosen = createEvent<number>();
export const retried = createEvent();

export const $country = createStore<number | null>(null)
  .on(countryPicked, (_, countryId) => countryId)
  .reset(ShopThemesGate.close);
export const $shownCountry = combine($country, $countryId, (picked, current) => picked ?? current);

export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .reset(countryPicked, $countryId.updates, ShopThemesGate.close);

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

import { combine, createStore, sample } from 'effector';
import { routes } from '@/shared/config';
import { createShopDetailsQuery, createShopNamesQuery } from '@/entities/shop';
import { createCountryShopList } from '@/widgets/country-shop-list';

export const THEME_PAGE_SIZE = 5;

/** Every shop of the country (id and name), then the details (theme) of the shops on the page. */
export const namesQuery = createShopNamesQuery('shop-themes');
export const themesQuery = createShopDetailsQuery('shop-themes');

/**
 * The shops of the site's country or the one picked, with their themes, 5 a page; country and page
 * in the address. The names come in one answer and are paged here: a page asks for nothing but its
 * shops' details (the list asks for the names once per country).
 */
export const shopThemesList = createCountryShopList({
  path: routes.shopThemes,
  query: namesQuery,
  pageSize: THEME_PAGE_SIZE,
  paramsOf: ({ countryId }) => ({ countryId }),
});

export const ShopThemesGate = shopThemesList.Gate;
export const $total = namesQuery.$data.map((names) => names?.length ?? 0);

const $pageIds = combine(namesQuery.$data, shopThemesList.$page, (names, page) =>
  (names ?? []).slice((page - 1) * THEME_PAGE_SIZE, page * THEME_PAGE_SIZE).map((shop) => shop.shopId),
);
/** The country of the names the list holds: a page is cut from them only while that country shows. */
const $namesCountry = createStore<number | null>(null, { name: 'shopThemes.namesCountry' })
  .on(namesQuery.finished.success, (_, { params }) => Number(params.countryId))
  .reset(ShopThemesGate.close);

// A country and a page can change in one address (a choice of country, Back): the details wait
// for the new country's names instead of asking for a page of the old one's.
sample({
  clock: [namesQuery.finished.success, shopThemesList.$page.updates],
  source: { open: ShopThemesGate.status, ids: $pageIds, namesCountry: $namesCountry, shown: shopThemesList.$shownCountry },
  filter: ({ open, namesCountry, shown }) => open && namesCountry === shown,
  fn: ({ ids }) => ids,
  target: themesQuery.start,
});

/** The page's shops with their themes, as the list shows them: loading or failed while either query is. */
export const themesList = {
  $data: themesQuery.$data.map((shops) => shops && { list: shops }),
  $pending: combine(namesQuery.$pending, themesQuery.$pending, (names, themes) => names || themes),
  $failed: combine(namesQuery.$failed, themesQuery.$failed, (names, themes) => names || themes),
};

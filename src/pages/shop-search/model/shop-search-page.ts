import { routes } from '@/shared/config';
import { createCountryListPage } from '@/shared/lib/page-model';
import { $countryId } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';
import { formatShopSearch, parseShopSearch } from '../lib/filters';

export const resultsQuery = createNewShopsQuery('shop-search');

/** The searched text and the page live in the address (`?value=&page=`): a search can be shared, reloaded, and stepped back through. */
export const shopSearchList = createCountryListPage($countryId, {
  path: routes.shopSearch,
  query: resultsQuery,
  pageSize: 5,
  filters: { parse: parseShopSearch, format: formatShopSearch },
});

export const ShopSearchGate = shopSearchList.Gate;
export const $value = shopSearchList.$filters.map(({ shopName }) => shopName);
export const searched = shopSearchList.filtersChanged.prepend((value: string) => ({ shopName: value.trim() }));
export const $total = resultsQuery.$data.map((data) => data?.total ?? 0);

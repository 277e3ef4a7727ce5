import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { routes } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { $countryId } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';
import { filtersFromSearch, searchOfFilters } from '../lib/filters';

export const SHOP_PAGE_SIZE = 5;

export const ShopSearchGate = createGate<{ search: string }>({ name: 'shop-search-page', defaultState: { search: '' } });

export const searched = createEvent<string>();
export const pageChosen = createEvent<number>();
export const resultsRetried = createEvent();

/**
 * The searched text and the page live in the address (`?value=&page=`), read when it changes, so
 * a search can be shared and reloaded, and Back from a shop shows the same results.
 */
const searchRead = sample({
  clock: [ShopSearchGate.open, ShopSearchGate.state.updates],
  source: ShopSearchGate.state,
  filter: ShopSearchGate.status,
  fn: ({ search }) => filtersFromSearch(search),
});

export const $value = createStore('')
  .on(searched, (_, value) => value.trim())
  .on(searchRead, (_, filters) => filters.value);
/** A new search or country starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .on(searchRead, (_, filters) => filters.page)
  .reset(searched, $countryId.updates);

// Every change the visitor makes is written to the address (replacing it, so Back leaves the
// results rather than stepping through its searches and pages).
sample({
  clock: [searched, pageChosen, $countryId.updates],
  source: { value: $value, page: $page },
  filter: ShopSearchGate.status,
  fn: (filters) => ({ to: `${routes.shopSearch}${searchOfFilters(filters)}`, replace: true }),
  target: navigateFx,
});

export const resultsQuery = createNewShopsQuery('shop-search');

const $params = combine({ value: $value, page: $page, countryId: $countryId });

sample({
  clock: [ShopSearchGate.open, $params.updates, resultsRetried],
  source: $params,
  filter: ShopSearchGate.status,
  fn: ({ value, page, countryId }) => ({ countryId, shopName: value, pageNum: page, pageSize: SHOP_PAGE_SIZE }),
  target: resultsQuery.start,
});

export const $total = resultsQuery.$data.map((data) => data?.total ?? 0);

import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { shopSearchPath } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { $countryId } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';

export const SHOP_PAGE_SIZE = 5;

export const ShopSearchGate = createGate<{ search: string }>({ name: 'shop-search-page', defaultState: { search: '' } });

/** The searched text lives in the address (`?value=`), so a search can be shared and reloaded. */
export const $value = ShopSearchGate.state.map(({ search }) => (new URLSearchParams(search).get('value') ?? '').trim());

export const searched = createEvent<string>();
export const pageChosen = createEvent<number>();
export const resultsRetried = createEvent();

/** A new search or country starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .reset($value.updates, $countryId.updates, ShopSearchGate.close);

export const resultsQuery = createNewShopsQuery('shop-search');

const $params = combine({ value: $value, page: $page, countryId: $countryId });

sample({
  clock: [ShopSearchGate.open, $params.updates, resultsRetried],
  source: $params,
  filter: ShopSearchGate.status,
  fn: ({ value, page, countryId }) => ({ countryId, shopName: value, pageNum: page, pageSize: SHOP_PAGE_SIZE }),
  target: resultsQuery.start,
});

/** The address follows every new search. */
sample({ clock: searched, fn: (value) => shopSearchPath(value), target: navigateFx });

export const $total = resultsQuery.$data.map((data) => data?.total ?? 0);

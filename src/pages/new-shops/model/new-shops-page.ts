import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $countryId, countriesQuery } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';

export const SHOP_PAGE_SIZE = 5;

export const NewShopsGate = createGate('new-shops-page');

export const countryPicked = createEvent<number>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

/** The country whose shops are listed: the site's country until the visitor picks another one. */
export const $country = createStore<number | null>(null)
  .on(countryPicked, (_, countryId) => countryId)
  .reset(NewShopsGate.close);
export const $shownCountry = combine($country, $countryId, (picked, current) => picked ?? current);

export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .reset(countryPicked, $countryId.updates, NewShopsGate.close);

export const listQuery = createNewShopsQuery('new-shops');

const $params = combine({ countryId: $shownCountry, page: $page });

sample({
  clock: [NewShopsGate.open, $params.updates, listRetried],
  source: $params,
  filter: NewShopsGate.status,
  fn: ({ countryId, page }) => ({ countryId, shopName: '', pageNum: page, pageSize: SHOP_PAGE_SIZE }),
  target: listQuery.start,
});

// The selector offers the countries of the country list (loaded once).
sample({
  clock: NewShopsGate.open,
  source: { data: countriesQuery.$data, pending: countriesQuery.$pending },
  filter: ({ data, pending }) => data === null && !pending,
  fn: () => ({}),
  target: countriesQuery.start,
});

export const $total = listQuery.$data.map((data) => data?.total ?? 0);

import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { routes } from '@/shared/config';
import { countryPageFromSearch, navigateFx, searchOfCountryPage } from '@/shared/lib';
import { $countryId, countriesQuery } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';

export const SHOP_PAGE_SIZE = 5;

export const NewShopsGate = createGate<{ search: string }>({ name: 'new-shops-page', defaultState: { search: '' } });

export const countryPicked = createEvent<number>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

/** The address's country and page (`?country=&page=`), read when it changes: the address holds the list's state. */
const searchRead = sample({
  clock: [NewShopsGate.open, NewShopsGate.state.updates],
  source: NewShopsGate.state,
  filter: NewShopsGate.status,
  fn: ({ search }) => countryPageFromSearch(search),
});

/**
 * The country whose shops are listed: the site's country until the visitor picks another one in
 * the page's own selector (which leaves the site's country as it is).
 */
export const $country = createStore<number | null>(null)
  .on(countryPicked, (_, countryId) => countryId)
  .on(searchRead, (_, { country }) => country)
  .reset(NewShopsGate.close);
export const $shownCountry = combine($country, $countryId, (picked, current) => picked ?? current);

export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .on(searchRead, (_, { page }) => page)
  .reset(countryPicked, $countryId.updates, NewShopsGate.close);

// Every change the visitor makes is written to the address (replacing it, so Back leaves the
// list rather than stepping through its pages): back from a shop, the list is as it was.
sample({
  clock: [countryPicked, pageChosen, $countryId.updates],
  source: { country: $country, page: $page },
  filter: NewShopsGate.status,
  fn: (list) => ({ to: `${routes.newShops}${searchOfCountryPage(list)}`, replace: true }),
  target: navigateFx,
});

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

import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { routes } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { createColumnListQuery } from '@/entities/column';
import { $countryId } from '@/entities/country';
import { filtersFromSearch, searchOfFilters } from '../lib/filters';

/** Spec section 9: the darts list shows 5 columns per page. */
export const DARTS_PAGE_SIZE = 5;

export const DartsListGate = createGate<{ search: string }>({ name: 'darts-list-page', defaultState: { search: '' } });

export const titleSearched = createEvent<string>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

/** The address's search and page (see filtersFromSearch), read when it changes: the address holds the list's state. */
const searchRead = sample({
  clock: [DartsListGate.open, DartsListGate.state.updates],
  source: DartsListGate.state,
  filter: DartsListGate.status,
  fn: ({ search }) => filtersFromSearch(search),
});

export const $title = createStore('')
  .on(titleSearched, (_, title) => title.trim())
  .on(searchRead, (_, filters) => filters.title);
/** A new search or country starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .on(searchRead, (_, filters) => filters.page)
  .reset(titleSearched, $countryId.updates);

// Every change the visitor makes is written to the address (replacing it, so Back leaves the
// list rather than stepping through its searches): back from a column, the list is as it was.
sample({
  clock: [titleSearched, pageChosen, $countryId.updates],
  source: { title: $title, page: $page },
  filter: DartsListGate.status,
  fn: (filters) => ({ to: `${routes.dartsList}${searchOfFilters(filters)}`, replace: true }),
  target: navigateFx,
});

export const columnListQuery = createColumnListQuery('darts-list');

const $params = combine({ title: $title, page: $page, countryId: $countryId });

sample({
  clock: [DartsListGate.open, $params.updates, listRetried],
  source: $params,
  filter: DartsListGate.status,
  fn: ({ title, page, countryId }) => ({ countryId, title, pageNum: page, pageSize: DARTS_PAGE_SIZE }),
  target: columnListQuery.start,
});

export const $total = columnListQuery.$data.map((data) => data?.total ?? 0);

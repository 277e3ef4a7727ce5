import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createColumnListQuery } from '@/entities/column';
import { $countryId } from '@/entities/country';

/** Spec section 9: the darts list shows 5 columns per page. */
export const DARTS_PAGE_SIZE = 5;

export const DartsListGate = createGate('darts-list-page');

export const titleSearched = createEvent<string>();
export const pageChosen = createEvent<number>();
export const listRetried = createEvent();

export const $title = createStore('').on(titleSearched, (_, title) => title.trim());
/** A new search or country starts again from the first page. */
export const $page = createStore(1)
  .on(pageChosen, (_, page) => page)
  .reset(titleSearched, $countryId.updates);

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

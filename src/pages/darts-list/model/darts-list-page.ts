import { routes } from '@/shared/config';
import { createCountryListPage } from '@/shared/lib/page-model';
import { createColumnListQuery } from '@/entities/column';
import { $countryId } from '@/entities/country';
import { formatColumnFilters, parseColumnFilters } from '../lib/filters';

/** Spec section 9: the darts list shows 5 columns per page. */
export const DARTS_PAGE_SIZE = 5;

export const columnListQuery = createColumnListQuery('darts-list');

/** The address holds the search and the page: a reload, a shared link, Back from a column show the same list. */
export const columnList = createCountryListPage($countryId, {
  path: routes.dartsList,
  query: columnListQuery,
  pageSize: DARTS_PAGE_SIZE,
  filters: { parse: parseColumnFilters, format: formatColumnFilters },
});

export const DartsListGate = columnList.Gate;
export const $title = columnList.$filters.map(({ title }) => title);
export const titleSearched = columnList.filtersChanged.prepend((title: string) => ({ title }));

export const $total = columnListQuery.$data.map((data) => data?.total ?? 0);

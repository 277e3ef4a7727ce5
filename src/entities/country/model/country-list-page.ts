import type { EventCallable } from 'effector';
import { createListPage } from '@/shared/lib';
import { $countryId } from './country';

/** What every public list asks for beside its filters: the site's country and the page. */
export interface CountryPageParams {
  countryId: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A public list of the site's country (news, columns, activities, shop search), built on
 * createListPage: its filters (named as the call names them) and page live in the address, it asks
 * for the filters with the site's country, page and page size, and starts again from page 1 when
 * the country changes.
 */
export function createCountryListPage<Params extends object, Filters extends Partial<Params>>({
  path,
  query,
  pageSize,
  filters,
}: {
  path: string;
  query: { start: EventCallable<Params> };
  pageSize: number;
  /** The list's own filters in the address (see createListPage's `parse` and `format`). */
  filters: { parse: (search: URLSearchParams) => Filters; format: (filters: Filters) => URLSearchParams };
}) {
  return createListPage({
    name: path,
    path,
    query,
    pageSize,
    ...filters,
    context: $countryId,
    // The filters are fields of the call (`Filters extends Partial<Params>`); every public list call
    // takes the country and the page as these three numbers.
    paramsOf: ({ filters: chosen, page, context: countryId }) =>
      ({ ...chosen, countryId, pageNum: page, pageSize }) satisfies CountryPageParams as unknown as Params,
  });
}

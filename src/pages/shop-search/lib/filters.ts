import { readPositiveInt } from '@/shared/lib';

export interface AddressFilters {
  value: string;
  page: number;
}

/**
 * The search and its page as the address holds them (`?value=&page=`), so a reload, a shared
 * link or Back from a shop shows the same results: every shop and the first page when missing
 * or malformed.
 */
export function filtersFromSearch(search: string): AddressFilters {
  return {
    value: new URLSearchParams(search).get('value')?.trim() ?? '',
    page: readPositiveInt(search, 'page') ?? 1,
  };
}

/** The address query (`?value=…&page=…`): the value always, as the old site's links have it; the first page left out. */
export function searchOfFilters({ value, page }: AddressFilters): string {
  const query = new URLSearchParams({ value });
  if (page > 1) query.set('page', String(page));
  return `?${query.toString()}`;
}

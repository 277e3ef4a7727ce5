import { readPositiveInt } from '@/shared/lib';

export interface AddressFilters {
  title: string;
  page: number;
}

/**
 * The list's search and page as the address holds them (`?title=&page=`), so a reload, a shared
 * link or Back from a column shows the same list: no title and the first page when missing or
 * malformed.
 */
export function filtersFromSearch(search: string): AddressFilters {
  return {
    title: new URLSearchParams(search).get('title')?.trim() ?? '',
    page: readPositiveInt(search, 'page') ?? 1,
  };
}

/** The address query of the filters (`?title=…&page=…`), defaults left out; '' when all are. */
export function searchOfFilters({ title, page }: AddressFilters): string {
  const query = new URLSearchParams();
  if (title) query.set('title', title);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters } from './filters';

describe('shop search filters in the address', () => {
  it('reads value and page from the address, else every shop and the first page', () => {
    expect(filtersFromSearch('?value=%20dart%20&page=3')).toEqual({ value: 'dart', page: 3 });
    expect(filtersFromSearch('?value=dart')).toEqual({ value: 'dart', page: 1 });
    expect(filtersFromSearch('')).toEqual({ value: '', page: 1 });
    expect(filtersFromSearch('?value=&page=abc')).toEqual({ value: '', page: 1 });
    expect(filtersFromSearch('?value=x&page=-2')).toEqual({ value: 'x', page: 1 });
    expect(filtersFromSearch('?page=0')).toEqual({ value: '', page: 1 });
  });

  it('writes the search back to an address that reads the same, the first page left out', () => {
    const filters = { value: 'Crown & Dart', page: 2 };
    expect(searchOfFilters(filters)).toBe('?value=Crown+%26+Dart&page=2');
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({ value: 'zzzz', page: 1 })).toBe('?value=zzzz');
    expect(searchOfFilters({ value: '', page: 1 })).toBe('?value=');
  });
});

import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters } from './filters';

describe('darts list filters in the address', () => {
  it('reads title and page from the address, else no title and the first page', () => {
    expect(filtersFromSearch('?title=%20Interview%20&page=3')).toEqual({ title: 'Interview', page: 3 });
    expect(filtersFromSearch('')).toEqual({ title: '', page: 1 });
    expect(filtersFromSearch('?title=&page=abc')).toEqual({ title: '', page: 1 });
    expect(filtersFromSearch('?page=-2')).toEqual({ title: '', page: 1 });
    expect(filtersFromSearch('?page=1.5')).toEqual({ title: '', page: 1 });
    expect(filtersFromSearch('?page=0')).toEqual({ title: '', page: 1 });
  });

  it('writes the filters back to an address that reads the same, defaults left out', () => {
    const filters = { title: 'Bull & 501', page: 2 };
    expect(searchOfFilters(filters)).toBe('?title=Bull+%26+501&page=2');
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
    expect(searchOfFilters({ title: '', page: 4 })).toBe('?page=4');
    expect(searchOfFilters({ title: 'Cup', page: 1 })).toBe('?title=Cup');
    expect(searchOfFilters({ title: '', page: 1 })).toBe('');
  });
});

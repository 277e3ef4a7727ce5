import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfFilters, yearChoices } from './filters';

describe('activities page filters', () => {
  const today = new Date(2026, 4, 14);

  it('reads ?type=0|1, year, month, title and page from the address, else this month, all types, page 1', () => {
    expect(filtersFromSearch('?type=0', today)).toEqual({ type: 0, year: 2026, month: 5, title: '', page: 1 });
    expect(filtersFromSearch('?type=1&year=2025&month=12&title=Cup&page=3', today)).toEqual({
      type: 1,
      year: 2025,
      month: 12,
      title: 'Cup',
      page: 3,
    });
    expect(filtersFromSearch('?type=7&year=abc&month=13&page=-2', today)).toEqual({ type: null, year: 2026, month: 5, title: '', page: 1 });
  });

  it('writes the filters back to an address that reads the same, defaults left out', () => {
    const filters = { type: 0 as const, year: 2025, month: 12, title: 'Bull & 501', page: 2 };
    expect(searchOfFilters(filters)).toBe('?type=0&year=2025&month=12&title=Bull+%26+501&page=2');
    expect(filtersFromSearch(searchOfFilters(filters), today)).toEqual(filters);
    expect(searchOfFilters({ type: null, year: 2026, month: 5, title: '', page: 1 })).toBe('?year=2026&month=5');
  });

  it('offers the years between the oldest and newest item plus the current year, newest first', () => {
    const item = (start: string, end: string) => ({ startDate: `${start} 00:00:00`, endDate: `${end} 23:59:59` });
    expect(
      yearChoices({ newest: item('2026-07-01', '2026-07-02'), oldest: item('2024-11-03', '2024-11-05'), currentYear: 2026, chosen: 2026 }),
    ).toEqual([2026, 2025, 2024]);
    expect(
      yearChoices({ newest: item('2026-12-30', '2027-01-02'), oldest: item('2026-01-03', '2026-01-05'), currentYear: 2026, chosen: 2026 }),
    ).toEqual([2027, 2026]);
    expect(yearChoices({ newest: null, oldest: null, currentYear: 2026, chosen: 2026 })).toEqual([2026]);
  });
});

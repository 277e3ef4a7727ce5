import { describe, expect, it } from 'vitest';
import { formatActivityFilters, parseActivityFilters, yearChoices } from './filters';

describe('activities page filters', () => {
  const today = new Date(2026, 4, 14);
  const parse = (search: string) => parseActivityFilters(new URLSearchParams(search), today);

  // The page (`?page=`) is the list's own: activities-page.test.ts reads and writes it.
  it('reads ?type=0|1, year, month and title from the address, else this month and all types', () => {
    expect(parse('?type=0')).toEqual({ type: 0, year: 2026, month: 5, title: '' });
    expect(parse('?type=1&year=2025&month=12&title=Cup&page=3')).toEqual({
      type: 1,
      year: 2025,
      month: 12,
      title: 'Cup',
    });
    expect(parse('?type=7&year=abc&month=13&page=-2')).toEqual({ type: null, year: 2026, month: 5, title: '' });
  });

  it('writes the filters back to an address that reads the same, defaults left out', () => {
    const filters = { type: 0 as const, year: 2025, month: 12, title: 'Bull & 501' };
    expect(formatActivityFilters(filters).toString()).toBe('type=0&year=2025&month=12&title=Bull+%26+501');
    expect(parse(`?${formatActivityFilters(filters).toString()}`)).toEqual(filters);
    expect(formatActivityFilters({ type: null, year: 2026, month: 5, title: '' }).toString()).toBe('year=2026&month=5');
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

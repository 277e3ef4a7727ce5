import { describe, expect, it } from 'vitest';
import { filtersFromSearch, yearChoices } from './filters';

describe('activities page filters', () => {
  const today = new Date(2026, 4, 14);

  it('reads ?type=0|1, year and month from the address, else this month and all types', () => {
    expect(filtersFromSearch('?type=0', today)).toEqual({ type: 0, year: 2026, month: 5 });
    expect(filtersFromSearch('?type=1&year=2025&month=12', today)).toEqual({ type: 1, year: 2025, month: 12 });
    expect(filtersFromSearch('?type=7&year=abc&month=13', today)).toEqual({ type: null, year: 2026, month: 5 });
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

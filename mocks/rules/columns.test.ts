import { describe, expect, it } from 'vitest';
import { listColumns, toDateInt, type ListableColumn } from './columns';

const column = (id: number, cdateInt: number, overrides: Partial<ListableColumn> = {}): ListableColumn => ({
  id,
  countryId: 617,
  type: 1,
  title: `Column ${id}`,
  cdateInt,
  ...overrides,
});

const columns = [
  column(1, 20260110),
  column(2, 20260301, { title: 'Grip and Stance' }),
  column(3, 20260301, { type: 2, title: 'Choosing a barrel' }),
  column(4, 20251224, { type: 4 }),
  column(5, 20260401, { countryId: 208 }),
];

describe('listColumns', () => {
  it('lists the country’s columns newest first, the later id first on the same day', () => {
    expect(listColumns(columns, { countryId: 617, title: '' }).map((item) => item.id)).toEqual([3, 2, 1, 4]);
  });

  it('searches titles case-insensitively and filters by topic', () => {
    expect(listColumns(columns, { countryId: 617, title: 'GRIP' }).map((item) => item.id)).toEqual([2]);
    expect(listColumns(columns, { countryId: 617, title: '', type: 2 }).map((item) => item.id)).toEqual([3]);
    expect(listColumns(columns, { countryId: 617, title: 'no such title' })).toEqual([]);
  });
});

describe('toDateInt', () => {
  it('writes a calendar day as yyyymmdd', () => {
    expect(toDateInt(new Date(Date.UTC(2026, 2, 7)))).toBe(20260307);
    expect(toDateInt(new Date(Date.UTC(2025, 11, 31)))).toBe(20251231);
  });
});

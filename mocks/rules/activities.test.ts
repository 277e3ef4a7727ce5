import { describe, expect, it } from 'vitest';
import { activityState, listActivities, monthlyTable, overlaps, periodOf, type ListableActivity } from './activities';

const item = (id: number, type: number, start: string, end: string, title = `Item ${id}`, countryId = 617): ListableActivity => ({
  id,
  countryId,
  type,
  title,
  startDate: `${start} 00:00:00`,
  endDate: `${end} 23:59:59`,
});

const items = [
  item(1, 1, '2026-04-28', '2026-05-03', 'Spring Happy Hour'),
  item(2, 0, '2026-05-10', '2026-05-10', 'Doubles Cup'),
  item(3, 1, '2026-05-10', '2026-05-12', 'Bull Festival'),
  item(4, 0, '2026-06-01', '2026-06-02', 'June Open'),
  item(5, 1, '2026-05-20', '2026-05-20', 'Other country', 208),
];
const query = { countryId: 617, type: null, title: '', year: 2026, month: 5 };

describe('activity rules', () => {
  it('knows the days of a month, February of a leap year included, and of a whole year', () => {
    expect(periodOf(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodOf(2026, null)).toEqual({ first: '2026-01-01', last: '2026-12-31' });
    expect(overlaps(items[0]!, '2026-05-01', '2026-05-31')).toBe(true);
    expect(overlaps(items[3]!, '2026-05-01', '2026-05-31')).toBe(false);
  });

  it('lists the items of the country running in the month, newest start first', () => {
    expect(listActivities(items, query).map(({ id }) => id)).toEqual([3, 2, 1]);
  });

  it('filters by type, by title (case-insensitive) and by year only', () => {
    expect(listActivities(items, { ...query, type: 0 }).map(({ id }) => id)).toEqual([2]);
    expect(listActivities(items, { ...query, type: 1 }).map(({ id }) => id)).toEqual([3, 1]);
    expect(listActivities(items, { ...query, title: 'bull' }).map(({ id }) => id)).toEqual([3]);
    expect(listActivities(items, { ...query, month: null }).map(({ id }) => id)).toEqual([4, 3, 2, 1]);
    expect(listActivities(items, { ...query, year: null, month: null })).toHaveLength(4);
    expect(listActivities(items, { ...query, year: 2025 })).toEqual([]);
  });

  it('computes the state from the dates: not started, ongoing (both ends included), ended', () => {
    const cup = items[1]!;
    expect(activityState(cup, '2026-05-09 23:59:59')).toBe(0);
    expect(activityState(cup, '2026-05-10 00:00:00')).toBe(1);
    expect(activityState(cup, '2026-05-10 23:59:59')).toBe(1);
    expect(activityState(cup, '2026-05-11 00:00:00')).toBe(2);
  });

  it('marks every day an item runs in the month, counting items per day, kinds apart', () => {
    const table = monthlyTable(items, { countryId: 617, type: null, title: '', year: 2026, month: 5 });
    expect(table.activityList).toEqual([
      { activityId: 1, amount: 1, date: '2026-05-01' },
      { activityId: 1, amount: 1, date: '2026-05-02' },
      { activityId: 1, amount: 1, date: '2026-05-03' },
      { activityId: 3, amount: 1, date: '2026-05-10' },
      { activityId: 3, amount: 1, date: '2026-05-11' },
      { activityId: 3, amount: 1, date: '2026-05-12' },
    ]);
    expect(table.matchList).toEqual([{ activityId: 2, amount: 1, date: '2026-05-10' }]);
  });

  it('counts several items on one day and names the one that started first', () => {
    const crowded = [...items, item(6, 1, '2026-05-11', '2026-05-11'), item(7, 1, '2026-05-09', '2026-05-11')];
    const { activityList } = monthlyTable(crowded, { countryId: 617, type: 1, title: '', year: 2026, month: 5 });
    expect(activityList.find((entry) => entry.date === '2026-05-11')).toEqual({ activityId: 7, amount: 3, date: '2026-05-11' });
  });

  it('applies type and title filters to the table', () => {
    const onlyMatches = monthlyTable(items, { countryId: 617, type: 0, title: '', year: 2026, month: 5 });
    expect(onlyMatches.activityList).toEqual([]);
    expect(onlyMatches.matchList).toHaveLength(1);
    const titled = monthlyTable(items, { countryId: 617, type: null, title: 'spring', year: 2026, month: 5 });
    expect(titled.activityList.map((entry) => entry.date)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(titled.matchList).toEqual([]);
  });
});

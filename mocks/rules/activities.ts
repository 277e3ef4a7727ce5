/**
 * The activity calls' rules (api-reference section 2): filters, order, state and the monthly
 * table. Dates are the backend's "YYYY-MM-DD HH:mm:ss" texts in the country's time, so text
 * order is time order and a day is the first 10 characters.
 */

export interface ListableActivity {
  id: number;
  countryId: number;
  type: number;
  title: string;
  startDate: string;
  endDate: string;
}

export interface ActivityQuery {
  countryId: number;
  /** null: both kinds; 0 competition (match); 1 activity. */
  type: number | null;
  /** Substring of the title, case-insensitive; empty matches everything. */
  title: string;
  /** null: any year (then month is ignored). */
  year: number | null;
  /** 1-12; null: the whole year. */
  month: number | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** First and last day ("YYYY-MM-DD") of a month, or of a year when month is null. */
export function periodOf(year: number, month: number | null): { first: string; last: string } {
  if (month === null) return { first: `${year}-01-01`, last: `${year}-12-31` };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(days)}` };
}

/** An activity belongs to every day from its start day to its end day, both included. */
export const overlaps = (item: Pick<ListableActivity, 'startDate' | 'endDate'>, first: string, last: string): boolean =>
  item.startDate.slice(0, 10) <= last && item.endDate.slice(0, 10) >= first;

export function matchesActivityQuery(item: ListableActivity, query: ActivityQuery): boolean {
  if (item.countryId !== query.countryId) return false;
  if (query.type !== null && item.type !== query.type) return false;
  const needle = query.title.trim().toLocaleLowerCase();
  if (needle !== '' && !item.title.toLocaleLowerCase().includes(needle)) return false;
  if (query.year === null) return true;
  const { first, last } = periodOf(query.year, query.month);
  return overlaps(item, first, last);
}

/** Newest first by start date; the higher id wins a tie. */
export function compareByStartNewestFirst(a: ListableActivity, b: ListableActivity): number {
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? 1 : -1;
  return b.id - a.id;
}

export function listActivities<Item extends ListableActivity>(items: readonly Item[], query: ActivityQuery): Item[] {
  return items.filter((item) => matchesActivityQuery(item, query)).sort(compareByStartNewestFirst);
}

/** 0 not started, 1 ongoing, 2 ended, against the country's current time text. */
export function activityState(item: Pick<ListableActivity, 'startDate' | 'endDate'>, nowText: string): 0 | 1 | 2 {
  if (nowText < item.startDate) return 0;
  return nowText <= item.endDate ? 1 : 2;
}

export interface CalendarEntry {
  activityId: number;
  amount: number;
  date: string;
}

/**
 * One entry per day of the month on which items run: how many (`amount`) and the one that
 * started first that day (`activityId`; lowest id on a tie), ordered by date.
 */
export function monthlyEntries(items: readonly ListableActivity[], year: number, month: number): CalendarEntry[] {
  const { first, last } = periodOf(year, month);
  const days = Number(last.slice(8, 10));
  const entries: CalendarEntry[] = [];
  for (let day = 1; day <= days; day += 1) {
    const date = `${first.slice(0, 8)}${pad(day)}`;
    const running = items
      .filter((item) => overlaps(item, date, date))
      .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id));
    if (running.length > 0) entries.push({ activityId: running[0]!.id, amount: running.length, date });
  }
  return entries;
}

/** monthlyTable: activities (type 1) and matches (type 0) of the month that pass the filters. */
export function monthlyTable(
  items: readonly ListableActivity[],
  query: Omit<ActivityQuery, 'year' | 'month'> & { year: number; month: number },
): { activityList: CalendarEntry[]; matchList: CalendarEntry[] } {
  const matching = items.filter((item) => matchesActivityQuery(item, query));
  return {
    activityList: monthlyEntries(
      matching.filter((item) => item.type === 1),
      query.year,
      query.month,
    ),
    matchList: monthlyEntries(
      matching.filter((item) => item.type === 0),
      query.year,
      query.month,
    ),
  };
}

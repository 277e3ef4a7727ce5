import type { CalendarEntry, MonthlyTable } from '@/shared/api';
import { dateTimeFormat } from '@/shared/i18n';

/** A calendar month; `month` is 1-12 as the backend counts it. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month `date` falls in, on the visitor's clock. */
export const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 });

/** The month `step` months after (negative: before) `from`, across year boundaries. */
export const stepMonth = ({ year, month }: CalendarMonth, step: number): CalendarMonth => {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const daysInMonth = ({ year, month }: CalendarMonth): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM-DD", the calendar entries' date format. */
export const isoDay = ({ year, month }: CalendarMonth, day: number): string => `${year}-${pad(month)}-${pad(day)}`;

export interface CalendarDay {
  /** "YYYY-MM-DD" */
  date: string;
  day: number;
  /** Activities (type 1) running this day; null when none. */
  activity: CalendarEntry | null;
  /** Matches (type 0) running this day; null when none. */
  match: CalendarEntry | null;
}

/** One week row from Sunday to Saturday; null pads the days of the neighbouring months. */
export type CalendarWeek = ReadonlyArray<CalendarDay | null>;

const byDate = (entries: readonly CalendarEntry[]) => {
  const map = new Map<string, CalendarEntry>();
  for (const entry of entries) if (entry.amount > 0) map.set(entry.date, entry);
  return map;
};

/**
 * The weeks of `month` (Sunday first, as calendars in every country of the network are printed)
 * with each day's activity and match entries from a monthlyTable answer. Entries of other months
 * are ignored.
 */
export function buildMonthGrid(month: CalendarMonth, table: MonthlyTable | null): CalendarWeek[] {
  const activities = byDate(table?.activityList ?? []);
  const matches = byDate(table?.matchList ?? []);
  const lead = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const cells: Array<CalendarDay | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) {
    const date = isoDay(month, day);
    cells.push({ date, day, activity: activities.get(date) ?? null, match: matches.get(date) ?? null });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarWeek[] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Localised names: the month title and the weekday headers (Sunday first), through Intl. */
export const monthTitle = ({ year, month }: CalendarMonth, language: string): string =>
  dateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

export const weekdayNames = (language: string): Array<{ short: string; long: string }> => {
  const short = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(1970, 0, 4 + index));
    return { short: short.format(date), long: long.format(date) };
  });
};

/** A day written out in full ("Tuesday, 12 May 2026"), for screen-reader labels. */
export const fullDay = (date: string, language: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
};

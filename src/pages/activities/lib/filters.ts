import type { ActivityType } from '@/shared/api';
import { parseBackendDate } from '@/shared/i18n';
import { activityTypeFromSearch } from '@/entities/activity';

export interface ActivityFilters {
  type: ActivityType | null;
  year: number;
  month: number;
  title: string;
}

/**
 * The list's filters as the address holds them, so a reload, a shared link or the Back button
 * from an activity shows the same list: `?type=0|1` preselects the type, `year` and `month`
 * choose the month (else this month) and `title` the search. The page is the list's `?page=`.
 */
export function parseActivityFilters(search: URLSearchParams, today: Date): ActivityFilters {
  const year = Number(search.get('year'));
  const month = Number(search.get('month'));
  return {
    type: activityTypeFromSearch(search),
    year: Number.isInteger(year) && year >= 1970 && year <= 9999 ? year : today.getFullYear(),
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : today.getMonth() + 1,
    title: search.get('title')?.trim() ?? '',
  };
}

/** The address query of the filters (`type=…&year=…`), the type and title left out when not chosen. */
export function formatActivityFilters({ type, year, month, title }: ActivityFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (type !== null) search.set('type', String(type));
  search.set('year', String(year));
  search.set('month', String(month));
  if (title) search.set('title', title);
  return search;
}

interface Dated {
  startDate: string | number;
  endDate: string | number;
}

const yearOf = (value: string | number | undefined): number | null =>
  value === undefined ? null : (parseBackendDate(value)?.getFullYear() ?? null);

/**
 * The years the year filter offers, newest first: every year from the oldest item's start to
 * the newest item's end, plus the current year and the one on screen (the old site's fixed
 * 2020-2021 list was a defect). The list is sorted newest start first, so its first and last
 * items bound the range.
 */
export function yearChoices({
  newest,
  oldest,
  currentYear,
  chosen,
}: {
  newest: Dated | null;
  oldest: Dated | null;
  currentYear: number;
  chosen: number;
}): number[] {
  const bounds = [currentYear, chosen, yearOf(oldest?.startDate), yearOf(newest?.endDate), yearOf(newest?.startDate)].filter(
    (year): year is number => year !== null,
  );
  const from = Math.min(...bounds);
  const to = Math.max(...bounds);
  // Far-apart bounds would make a silly list: keep the years with items, and the two fixed ones.
  if (to - from > 30) return [...new Set(bounds)].sort((a, b) => b - a);
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}

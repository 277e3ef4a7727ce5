import { parseBackendDate, relativeTimeFormat } from '@/shared/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of a local calendar day, counted in UTC so a change to or from summer time never shifts the count. */
const dayNumber = (date: Date): number => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;

/**
 * Calendar days from the day the member last played with someone to `now`'s day: 0 today,
 * 1 yesterday. A date a little in the future (clocks that disagree) counts as today; an
 * unreadable date gives null (the row then says nothing about it).
 */
export const daysSincePlayed = (playDate: string | number, now: Date): number | null => {
  const played = parseBackendDate(playDate);
  if (!played || Number.isNaN(played.getTime())) return null;
  return Math.max(0, dayNumber(now) - dayNumber(played));
};

/** "today", "yesterday", "3 days ago" in the UI language (Intl's own words for each language). */
export const formatDaysAgo = (days: number, language: string): string =>
  relativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day');

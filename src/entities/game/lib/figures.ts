import type { Language } from '@/shared/i18n';

/*
 * Numbers and dates of the statistics screens, through Intl in the UI language. A figure the
 * backend does not have (null) formats to null: the screen shows a dash that reads "no data".
 */

const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formatters.set(key, format);
  }
  return format;
};

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A rating, PPD, MPR or average with its two decimals ("23.40"). */
export const formatDecimal = (value: number | null | undefined, language: Language, decimals = 2): string | null =>
  usable(value) ? numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value) : null;

/** A count or a score, grouped ("1,234"). */
export const formatCount = (value: number | null | undefined, language: Language): string | null =>
  usable(value) ? numberFormat(language, { maximumFractionDigits: 0 }).format(value) : null;

/**
 * A win probability: the API sends a percentage already (66.15), shown as given with up to two
 * decimals and the language's percent sign, never multiplied by 100.
 */
export const formatPercent = (value: number | null | undefined, language: Language): string | null =>
  usable(value) ? numberFormat(language, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(value) : null;

/** When a game was played (epoch ms), date and time in the UI language ("Mar 12, 2026, 2:05 PM"). */
export const formatGameTime = (epochMs: number, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));

/** Only the day of a game, short ("3/12"), for chart axes. */
export const formatGameDay = (epochMs: number, language: Language): string =>
  new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric' }).format(new Date(epochMs));

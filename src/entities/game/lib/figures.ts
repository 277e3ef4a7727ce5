import { dateTimeFormat, type Language } from '@/shared/i18n';

export { formatCount, formatDecimal, formatPercent } from '@/shared/i18n';

/** When a game was played (epoch ms), date and time in the UI language ("Mar 12, 2026, 2:05 PM"). */
export const formatGameTime = (epochMs: number, language: Language): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));

/** Only the day of a game, short ("3/12"), for chart axes. */
export const formatGameDay = (epochMs: number, language: Language): string =>
  dateTimeFormat(language, { month: 'numeric', day: 'numeric' }).format(new Date(epochMs));

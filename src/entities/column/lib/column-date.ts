import { formatDate, type Language } from '@/shared/i18n';

/**
 * `cdateInt` is the publication day as yyyymmdd (20260307). Answers "2026-03-07" for a
 * `<time dateTime>` and for formatting, or null when the number is no real calendar day.
 */
export const columnDateText = (cdateInt: number): string | null => {
  if (!Number.isInteger(cdateInt)) return null;
  const year = Math.floor(cdateInt / 10000);
  const month = Math.floor(cdateInt / 100) % 100;
  const day = cdateInt % 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The day in the reader's language through Intl ("7 March 2026", "2026年3月7日"); empty when invalid. */
export const formatColumnDate = (cdateInt: number, language: Language): string => {
  const text = columnDateText(cdateInt);
  return text ? formatDate(text, language) : '';
};

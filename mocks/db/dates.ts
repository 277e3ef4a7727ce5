import { DAY_MS, MINUTE_MS } from '../rules/clock';
import type { Language } from '../rules/messages';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "YYYY-MM-DD HH:mm:ss" of an instant, written in a fixed UTC offset. */
export function formatBackendDateTime(epochMs: number, utcOffsetMinutes: number): string {
  const local = new Date(epochMs + utcOffsetMinutes * MINUTE_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
  );
}

/** "YYYY-MM-DD" of an instant in a fixed UTC offset. */
export const formatBackendDate = (epochMs: number, utcOffsetMinutes: number): string =>
  formatBackendDateTime(epochMs, utcOffsetMinutes).slice(0, 10);

/**
 * Midnight UTC of the day `now` falls in. Seeded dates are offsets from this reference, so a
 * seed gives the same data all day long whatever the time or order of the calls.
 */
export const referenceDay = (now: number): number => Math.floor(now / DAY_MS) * DAY_MS;

const ENGLISH_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/**
 * Month 1-12 as the seed copy of a language names it ("March", "3月"). Logic, not copy: it
 * stays code beside the copy's JSON.
 */
export const copyMonthName = (language: Language, month: number): string =>
  language === 'en' ? ENGLISH_MONTHS[month - 1]! : `${month}月`;

/** A calendar date (the UTC fields of `date`) as the seed copy of a language writes it: "3 March 2026", "2026年3月3日". */
export const formatCopyDate = (language: Language, date: Date): string =>
  language === 'en'
    ? `${date.getUTCDate()} ${copyMonthName(language, date.getUTCMonth() + 1)} ${date.getUTCFullYear()}`
    : `${date.getUTCFullYear()}年${copyMonthName(language, date.getUTCMonth() + 1)}${date.getUTCDate()}日`;

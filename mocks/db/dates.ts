import { DAY_MS, MINUTE_MS } from '../rules/clock';

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

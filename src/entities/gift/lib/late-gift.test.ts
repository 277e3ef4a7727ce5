import { describe, expect, it } from 'vitest';
import { giftAgeOf } from './late-gift';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (epochMs: number) => {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describe('giftAgeOf', () => {
  const now = Date.UTC(2026, 4, 20, 12);

  it('gives the full 90 days up to 7 days unopened, 83 after', () => {
    expect(giftAgeOf(at(now - 7 * DAY_MS + 60_000), now)).toEqual({ late: false, validDays: 90 });
    expect(giftAgeOf(at(now - 7 * DAY_MS - 60_000), now)).toEqual({ late: true, validDays: 83 });
    expect(giftAgeOf(now - 9 * DAY_MS, now)).toEqual({ late: true, validDays: 83 });
  });

  it('reads an unreadable date as a fresh gift', () => {
    expect(giftAgeOf('soon', now)).toEqual({ late: false, validDays: 90 });
  });
});

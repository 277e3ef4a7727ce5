import { describe, expect, it } from 'vitest';
import { isOneDayPeriod } from './period';

describe('isOneDayPeriod', () => {
  it('is true for an item that starts and ends on the same day, whatever the hours', () => {
    expect(isOneDayPeriod('2026-05-14 00:00:00', '2026-05-14 23:59:59')).toBe(true);
    expect(isOneDayPeriod('2026-05-14', '2026-05-14 18:00:00')).toBe(true);
  });

  it('is false across midnight, months or years, and for an unreadable date', () => {
    expect(isOneDayPeriod('2026-05-14 00:00:00', '2026-05-15 00:00:00')).toBe(false);
    expect(isOneDayPeriod('2026-05-14 00:00:00', '2026-06-14 23:59:59')).toBe(false);
    expect(isOneDayPeriod('2025-05-14 00:00:00', '2026-05-14 23:59:59')).toBe(false);
    expect(isOneDayPeriod('soon', 'soon')).toBe(false);
  });
});

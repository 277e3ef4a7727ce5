import { describe, expect, it } from 'vitest';
import { daysSincePlayed, formatDaysAgo } from './last-played';

describe('daysSincePlayed', () => {
  const now = new Date(2026, 4, 20, 9, 30);

  it('counts calendar days, not 24-hour periods', () => {
    expect(daysSincePlayed('2026-05-20 08:00:00', now)).toBe(0);
    expect(daysSincePlayed('2026-05-19 23:59:00', now)).toBe(1);
    expect(daysSincePlayed('2026-05-13 10:00:00', now)).toBe(7);
  });

  it('reads epoch milliseconds as well as backend text', () => {
    expect(daysSincePlayed(new Date(2026, 4, 17, 22, 0).getTime(), now)).toBe(3);
    expect(daysSincePlayed('2026-05-18', now)).toBe(2);
  });

  it('reads a date in the future as today and an unreadable one as unknown', () => {
    expect(daysSincePlayed('2026-05-21 01:00:00', now)).toBe(0);
    expect(daysSincePlayed('last week', now)).toBeNull();
    expect(daysSincePlayed(Number.NaN, now)).toBeNull();
  });
});

describe('formatDaysAgo', () => {
  it('says today, yesterday and N days in the UI language', () => {
    expect([0, 1, 3].map((days) => formatDaysAgo(days, 'en'))).toEqual(['today', 'yesterday', '3 days ago']);
    expect(formatDaysAgo(1, 'ja')).toBe('昨日');
    expect(formatDaysAgo(1, 'zh-CN')).toBe('昨天');
    expect(formatDaysAgo(0, 'zh-TW')).toBe('今天');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatGameTime, formatPercent } from './figures';

describe('statistics figures', () => {
  it('shows ratings, PPD and MPR with two decimals, and nothing for a missing one', () => {
    expect(formatDecimal(23.4, 'en')).toBe('23.40');
    expect(formatDecimal(2, 'ja')).toBe('2.00');
    expect(formatDecimal(null, 'en')).toBeNull();
    expect(formatDecimal(Number.NaN, 'en')).toBeNull();
  });

  it('groups counts in the reader’s language', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(0, 'zh-CN')).toBe('0');
    expect(formatCount(null, 'en')).toBeNull();
  });

  it('shows a win probability as the percentage it already is', () => {
    expect(formatPercent(66.15, 'en')).toBe('66.15%');
    expect(formatPercent(50, 'zh-TW')).toBe('50%');
    expect(formatPercent(null, 'en')).toBeNull();
  });

  it('dates a game in the UI language', () => {
    const when = new Date(2026, 2, 12, 14, 5).getTime();
    expect(formatGameTime(when, 'en')).toMatch(/Mar 12, 2026.*2:05/);
    expect(formatGameTime(when, 'ja')).toMatch(/2026\/03\/12 14:05/);
    expect(formatGameTime(when, 'zh-CN')).toMatch(/2026年3月12日/);
  });
});

import { describe, expect, it } from 'vitest';
import { countUpValue, formatWinRate, stepCard } from './figures';

describe('member card figures', () => {
  it('steps through the cards, wrapping at both ends', () => {
    expect(stepCard(0, 1, 3)).toBe(1);
    expect(stepCard(2, 1, 3)).toBe(0);
    expect(stepCard(0, -1, 3)).toBe(2);
    expect(stepCard(0, 1, 0)).toBe(0);
  });

  it('shows the win probability as the percentage it is, in the reader\'s language, never multiplied', () => {
    expect(formatWinRate(66.15, 'en')).toBe('66.15%');
    expect(formatWinRate(66.15, 'ja')).toBe('66.15%');
    expect(formatWinRate(50, 'zh-CN')).toBe('50%');
    expect(formatWinRate(33.3, 'zh-TW')).toBe('33.3%');
    expect(formatWinRate(100, 'en')).toBe('100%');
    expect(formatWinRate(0, 'en')).toBe('0%');
  });

  it('counts up from zero, eased, and lands exactly on the target', () => {
    expect(countUpValue(200, 0, 800)).toBe(0);
    const halfway = countUpValue(200, 400, 800);
    expect(halfway).toBeGreaterThan(100);
    expect(halfway).toBeLessThan(200);
    expect(countUpValue(200, 800, 800)).toBe(200);
    expect(countUpValue(23.75, 2000, 800, 2)).toBe(23.75);
    expect(countUpValue(7, 100, 0)).toBe(7);
  });
});

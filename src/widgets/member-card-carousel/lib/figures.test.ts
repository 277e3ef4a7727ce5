import { describe, expect, it } from 'vitest';
import { countUpValue, ratingShare, stepCard, winPercent } from './figures';

describe('member card figures', () => {
  it('steps through the cards, wrapping at both ends', () => {
    expect(stepCard(0, 1, 3)).toBe(1);
    expect(stepCard(2, 1, 3)).toBe(0);
    expect(stepCard(0, -1, 3)).toBe(2);
    expect(stepCard(0, 1, 0)).toBe(0);
  });

  it('fills the gauge in proportion to a rating out of 30', () => {
    expect(ratingShare(15)).toBe(0.5);
    expect(ratingShare(30)).toBe(1);
    expect(ratingShare(42)).toBe(1);
    expect(ratingShare(-1)).toBe(0);
  });

  it('shows the win share as a whole percentage', () => {
    expect(winPercent(0.6667)).toBe(67);
    expect(winPercent(0)).toBe(0);
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

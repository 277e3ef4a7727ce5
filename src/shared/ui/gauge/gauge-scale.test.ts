import { describe, expect, it } from 'vitest';
import { gaugeShare } from './gauge-scale';

describe('gaugeShare', () => {
  it('fills in proportion to the value on the scale', () => {
    expect(gaugeShare(15, 30)).toBe(0.5);
    expect(gaugeShare(30, 30)).toBe(1);
    expect(gaugeShare(7.5, 30)).toBe(0.25);
    expect(gaugeShare(20, 30, 10)).toBe(0.5);
  });

  it('clamps to the ends of the scale', () => {
    expect(gaugeShare(42, 30)).toBe(1);
    expect(gaugeShare(-1, 30)).toBe(0);
  });

  it('fills nothing without a value or with an empty scale', () => {
    expect(gaugeShare(null, 30)).toBe(0);
    expect(gaugeShare(Number.NaN, 30)).toBe(0);
    expect(gaugeShare(5, 0)).toBe(0);
  });
});

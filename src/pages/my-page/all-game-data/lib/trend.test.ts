import { describe, expect, it } from 'vitest';
import type { RecentGame } from '@/shared/api';
import { linearScale, linePath, niceStep, trendPoints, trendSummary, valueAxis } from './trend';

const game = (dateTime: number, rating: number | null, ppd: number | null, mpr: number | null) =>
  ({ dateTime, rating, ppd, mpr }) as RecentGame;

describe('trend chart scales', () => {
  it('puts the games oldest first and skips a game without the figure, keeping its place in time', () => {
    const newestFirst = [game(3, 10, null, 2.5), game(2, 9.5, 25, null), game(1, 9, 24, 2.1)];
    expect(trendPoints(newestFirst, 'rating').map(({ index, value }) => [index, value])).toEqual([
      [0, 9],
      [1, 9.5],
      [2, 10],
    ]);
    expect(trendPoints(newestFirst, 'ppd').map(({ index, value }) => [index, value])).toEqual([
      [0, 24],
      [1, 25],
    ]);
    expect(trendPoints(newestFirst, 'mpr').map(({ index }) => index)).toEqual([0, 2]);
  });

  it('picks round steps', () => {
    expect(niceStep(10, 4)).toBe(2.5);
    expect(niceStep(3.2, 4)).toBe(1);
    expect(niceStep(0.9, 4)).toBe(0.25);
    expect(niceStep(170, 4)).toBe(50);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('makes an axis with round ends around the values, never below zero', () => {
    expect(valueAxis([21.3, 28.9])).toEqual({ min: 20, max: 30, ticks: [20, 22, 24, 26, 28, 30] });
    expect(valueAxis([11, 19.5])).toEqual({ min: 10, max: 20, ticks: [10, 12.5, 15, 17.5, 20] });
    expect(valueAxis([0.2, 0.9])).toMatchObject({ min: 0.2, max: 1 });
    expect(valueAxis([0.1, 0.1]).min).toBe(0);
    const flat = valueAxis([12, 12]);
    expect(flat.min).toBeLessThan(12);
    expect(flat.max).toBeGreaterThan(12);
    expect(valueAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('maps values linearly, upside down for SVG, and draws a path through the points', () => {
    const y = linearScale([0, 30], [200, 20]);
    expect(y(0)).toBe(200);
    expect(y(30)).toBe(20);
    expect(y(15)).toBe(110);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
    expect(linePath([{ x: 0, y: 10 }, { x: 20.25, y: 5 }])).toBe('M0.0 10.0 L20.3 5.0');
  });

  it('sums a series up: latest, highest, lowest and mean', () => {
    const points = trendPoints([game(3, 12, null, null), game(2, 9, null, null), game(1, 10.5, null, null)], 'rating');
    expect(trendSummary(points)).toEqual({ latest: 12, best: 12, lowest: 9, average: 10.5 });
    expect(trendSummary([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  AWARD_SCORES,
  GAME_SCORES,
  monthKey,
  previousMonthKey,
  rankMonth,
  rankThisAndLastMonth,
  RANKING_SIZE,
  type MonthFigures,
} from './rankings';

const figures = (memberId: number, month: string, overrides: Partial<MonthFigures> = {}): MonthFigures => ({
  memberId,
  month,
  games01: 10,
  gamesCricket: 10,
  ppd: 20,
  mpr: 2,
  countUpBest: 500,
  rating: 8,
  ratingGain: 0.5,
  hatTrick: 1,
  lowTon: 5,
  nineMark: 0,
  threeInAbed: 0,
  highTon: 2,
  ton80: 0,
  threeInABlack: 0,
  ...overrides,
});

describe('months', () => {
  it('names the UTC calendar month of an instant', () => {
    expect(monthKey(Date.UTC(2026, 10, 30, 23, 59))).toBe('2026-11');
    expect(monthKey(Date.UTC(2026, 0, 1))).toBe('2026-01');
  });

  it('steps back one month, across the year too', () => {
    expect(previousMonthKey('2026-11')).toBe('2026-10');
    expect(previousMonthKey('2026-01')).toBe('2025-12');
  });
});

describe('rankMonth', () => {
  it('sorts by score, best first, and keeps input order on ties', () => {
    const entries = [
      figures(1, '2026-11', { ppd: 20 }),
      figures(2, '2026-11', { ppd: 31.5 }),
      figures(3, '2026-11', { ppd: 20 }),
      figures(4, '2026-11', { ppd: 25 }),
    ];
    const ranked = rankMonth(entries, '2026-11', GAME_SCORES[100]);
    expect(ranked.map(({ entry, score }) => [entry.memberId, score])).toEqual([
      [2, 31.5],
      [4, 25],
      [1, 20],
      [3, 20],
    ]);
  });

  it('ranks only the month asked for', () => {
    const entries = [figures(1, '2026-10', { rating: 12 }), figures(2, '2026-11', { rating: 6 })];
    expect(rankMonth(entries, '2026-11', GAME_SCORES[400]).map(({ entry }) => entry.memberId)).toEqual([2]);
  });

  it('leaves out zero scores, losses of rating and games not played', () => {
    const entries = [
      figures(1, '2026-11', { hatTrick: 0, ratingGain: -0.4, games01: 0 }),
      figures(2, '2026-11', { hatTrick: 3, ratingGain: 0, gamesCricket: 0 }),
    ];
    expect(rankMonth(entries, '2026-11', AWARD_SCORES[0]).map(({ entry }) => entry.memberId)).toEqual([2]);
    expect(rankMonth(entries, '2026-11', GAME_SCORES[500])).toEqual([]);
    expect(rankMonth(entries, '2026-11', GAME_SCORES[100]).map(({ entry }) => entry.memberId)).toEqual([2]);
    expect(rankMonth(entries, '2026-11', GAME_SCORES[200]).map(({ entry }) => entry.memberId)).toEqual([1]);
  });

  it(`keeps the top ${RANKING_SIZE}`, () => {
    const entries = Array.from({ length: 30 }, (_, index) => figures(index + 1, '2026-11', { countUpBest: 300 + index }));
    const ranked = rankMonth(entries, '2026-11', GAME_SCORES[300]);
    expect(ranked).toHaveLength(RANKING_SIZE);
    expect(ranked[0]!.entry.memberId).toBe(30);
    expect(ranked.at(-1)!.entry.memberId).toBe(11);
    expect(rankMonth(entries, '2026-11', GAME_SCORES[300], 3).map(({ score }) => score)).toEqual([329, 328, 327]);
  });

  it('reads each award type from its own count', () => {
    const entry = figures(1, '2026-11', {
      hatTrick: 1,
      lowTon: 2,
      nineMark: 3,
      threeInAbed: 4,
      highTon: 5,
      ton80: 6,
      threeInABlack: 7,
    });
    expect(([0, 1, 2, 3, 4, 5, 6] as const).map((type) => AWARD_SCORES[type](entry))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(([100, 200, 300, 400, 500] as const).map((type) => GAME_SCORES[type](entry))).toEqual([20, 2, 500, 8, 0.5]);
  });
});

describe('rankThisAndLastMonth', () => {
  it('splits this month from last month, as of now', () => {
    const entries = [figures(1, '2025-12', { lowTon: 9 }), figures(2, '2026-01', { lowTon: 4 }), figures(3, '2025-11')];
    const { thisMonth, lastMonth } = rankThisAndLastMonth(entries, AWARD_SCORES[1], Date.UTC(2026, 0, 15));
    expect(thisMonth.map(({ entry }) => entry.memberId)).toEqual([2]);
    expect(lastMonth.map(({ entry }) => entry.memberId)).toEqual([1]);
  });
});

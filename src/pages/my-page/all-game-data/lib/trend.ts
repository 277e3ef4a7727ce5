import type { RecentGame } from '@/shared/api';

/** The figures the trend chart can follow over the last 30 games. */
export const TREND_METRICS = ['rating', 'ppd', 'mpr'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export interface TrendPoint {
  /** Position of the game in time, 0 = the oldest of the games given. */
  index: number;
  value: number;
  game: RecentGame;
}

const valueOf = (game: RecentGame, metric: TrendMetric): number | null =>
  metric === 'rating' ? game.rating : metric === 'ppd' ? game.ppd : game.mpr;

/**
 * The points of one figure, oldest game first (the API sends the newest first). A game without
 * that figure (no MPR in a 01 game) keeps its place in time but has no point.
 */
export const trendPoints = (games: readonly RecentGame[], metric: TrendMetric): TrendPoint[] =>
  [...games]
    .reverse()
    .flatMap((game, index) => {
      const value = valueOf(game, metric);
      return value !== null && Number.isFinite(value) ? [{ index, value, game }] : [];
    });

/** A step of 1, 2, 2.5 or 5 times a power of ten, near `span / count`. */
export const niceStep = (span: number, count: number): number => {
  if (!(span > 0) || count < 1) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
};

export interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * A value axis around `values` with round ends and about `count` ticks, never below `floor`
 * (0: PPD, MPR and ratings are never negative). A flat series gets room above and below.
 */
export const valueAxis = (values: readonly number[], count = 4, floor = 0): Axis => {
  if (values.length === 0) return { min: floor, max: floor + 1, ticks: [floor, floor + 1] };
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < 1e-9) {
    const pad = Math.max(Math.abs(high) * 0.1, 0.5);
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low, count);
  const min = Math.max(floor, Math.floor(low / step) * step);
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 shows as 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return { min, max, ticks };
};

/** Maps a domain onto a range linearly (a one-point domain maps to the middle of the range). */
export const linearScale =
  ([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) =>
  (value: number): number =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);

/** An SVG path through the points, in order. */
export const linePath = (points: ReadonlyArray<{ x: number; y: number }>): string =>
  points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');

export interface TrendSummary {
  latest: number;
  best: number;
  lowest: number;
  average: number;
}

/** Latest, highest, lowest and mean value of a series; null without points. */
export const trendSummary = (points: readonly TrendPoint[]): TrendSummary | null => {
  if (points.length === 0) return null;
  const values = points.map((point) => point.value);
  return {
    latest: values[values.length - 1]!,
    best: Math.max(...values),
    lowest: Math.min(...values),
    average: values.reduce((sum, value) => sum + value, 0) / values.length,
  };
};

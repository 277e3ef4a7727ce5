/**
 * Monthly rankings (api-reference section 2, webranking): how a member's figures of a month
 * become the rows of a game or award ranking.
 *
 * - The real backend ranks the whole network: the request carries no countryId, and each row says
 *   its player's country (`countryCode`). So does this one.
 * - A month is a calendar month in UTC ("YYYY-MM"); "this month" is the month of the request.
 * - Only members with figures for the month and a positive score are ranked (no one is ranked on
 *   0 hat tricks, and rating gain lists gains only). 01 and cricket need games of that kind.
 * - Best score first; equal scores keep their input order (members in id order), so the order is
 *   stable from one call to the next. At most `RANKING_SIZE` rows.
 */

export const RANKING_SIZE = 20;

/** What the rankings read of one member's month. */
export interface MonthFigures {
  memberId: number;
  month: string;
  games01: number;
  gamesCricket: number;
  /** Points per dart in 01 games. */
  ppd: number;
  /** Marks per round in cricket. */
  mpr: number;
  countUpBest: number;
  rating: number;
  /** Rating at the end of the month minus the month before (negative when it fell). */
  ratingGain: number;
  hatTrick: number;
  lowTon: number;
  nineMark: number;
  threeInAbed: number;
  highTon: number;
  ton80: number;
  threeInABlack: number;
}

export type Score = (figures: MonthFigures) => number;

/** gameType → score: 100 PPD (01), 200 MPR (cricket), 300 best count-up, 400 rating, 500 rating gain. */
export const GAME_SCORES: Record<100 | 200 | 300 | 400 | 500, Score> = {
  100: (figures) => (figures.games01 > 0 ? figures.ppd : 0),
  200: (figures) => (figures.gamesCricket > 0 ? figures.mpr : 0),
  300: (figures) => figures.countUpBest,
  400: (figures) => figures.rating,
  500: (figures) => figures.ratingGain,
};

/** awardType → count: 0 hat trick, 1 low ton, 2 nine mark, 3 three in a bed, 4 high ton, 5 ton 80, 6 three in the black. */
export const AWARD_SCORES: Record<0 | 1 | 2 | 3 | 4 | 5 | 6, Score> = {
  0: (figures) => figures.hatTrick,
  1: (figures) => figures.lowTon,
  2: (figures) => figures.nineMark,
  3: (figures) => figures.threeInAbed,
  4: (figures) => figures.highTon,
  5: (figures) => figures.ton80,
  6: (figures) => figures.threeInABlack,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** "YYYY-MM" of an instant, in UTC. */
export const monthKey = (epochMs: number): string => {
  const date = new Date(epochMs);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
};

/** The month before "YYYY-MM" ("2026-01" → "2025-12"). */
export const previousMonthKey = (month: string): string => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${pad(monthNumber - 1)}`;
};

export interface Ranked<Entry> {
  entry: Entry;
  score: number;
}

/** The month's best `limit` entries by `score`, best first; ties keep input order. */
export function rankMonth<Entry extends MonthFigures>(
  entries: readonly Entry[],
  month: string,
  score: Score,
  limit = RANKING_SIZE,
): Ranked<Entry>[] {
  return entries
    .filter((entry) => entry.month === month)
    .map((entry, order) => ({ entry, score: score(entry), order }))
    .filter(({ score: value }) => Number.isFinite(value) && value > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry, score: value }) => ({ entry, score: value }));
}

/** This month's and last month's rankings, relative to `now`. */
export function rankThisAndLastMonth<Entry extends MonthFigures>(
  entries: readonly Entry[],
  score: Score,
  now: number,
  limit = RANKING_SIZE,
): { thisMonth: Ranked<Entry>[]; lastMonth: Ranked<Entry>[] } {
  const current = monthKey(now);
  return {
    thisMonth: rankMonth(entries, current, score, limit),
    lastMonth: rankMonth(entries, previousMonthKey(current), score, limit),
  };
}

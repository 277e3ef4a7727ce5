import type { AwardRecord, AwardRecordName, GameAwardName, RecentGame } from '@/shared/api';

/**
 * Every award, in the order the portal lists them: the scoring awards (low ton to ton 80), the
 * bed and black, white horse, then the marks from nine down. The API spells three in a bed
 * `threeInABed` in a game and `threeInAbed` in the award record; here it has one name.
 */
export const AWARDS = [
  'lowTon',
  'highTon',
  'hatTrick',
  'ton80',
  'threeInABed',
  'threeInABlack',
  'whiteHorse',
  'nineMark',
  'eightMark',
  'sevenMark',
  'sixMark',
  'fiveMark',
] as const;
export type Award = (typeof AWARDS)[number];

const awardLabelKeys: Record<Award, string> = {
  lowTon: 'stats:awards.lowTon',
  highTon: 'stats:awards.highTon',
  hatTrick: 'stats:awards.hatTrick',
  ton80: 'stats:awards.ton80',
  threeInABed: 'stats:awards.threeInABed',
  threeInABlack: 'stats:awards.threeInABlack',
  whiteHorse: 'stats:awards.whiteHorse',
  nineMark: 'stats:awards.nineMark',
  eightMark: 'stats:awards.eightMark',
  sevenMark: 'stats:awards.sevenMark',
  sixMark: 'stats:awards.sixMark',
  fiveMark: 'stats:awards.fiveMark',
};

/** The translation key of an award's name. */
export const awardLabelKey = (award: Award): string => awardLabelKeys[award];

/** The award record's field stem of an award (`threeInAbed` for three in a bed). */
const recordNameOf = (award: Award): AwardRecordName => (award === 'threeInABed' ? 'threeInAbed' : award);

export interface AwardCount {
  award: Award;
  count: number;
}

/** A game does not count white horses. */
const gameAwards = AWARDS.filter((award): award is Award & GameAwardName => award !== 'whiteHorse');

/** The awards hit in one game, in the portal's order; an award not hit is left out. */
export const awardsOfGame = (game: Pick<RecentGame, GameAwardName>): AwardCount[] =>
  gameAwards.map((award) => ({ award, count: game[award] })).filter(({ count }) => count > 0);

export interface AwardHistoryRow {
  award: Award;
  month: number;
  total: number;
}

/** One row per award of the award record: this month's count and the all-time total. */
export const awardHistoryRows = (record: AwardRecord): AwardHistoryRow[] =>
  AWARDS.map((award) => {
    const name = recordNameOf(award);
    return { award, month: record[`${name}Month`], total: record[`${name}Total`] };
  });

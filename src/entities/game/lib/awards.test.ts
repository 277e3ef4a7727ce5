import { describe, expect, it } from 'vitest';
import { AWARD_RECORD_NAMES, noGameAwards, type AwardRecord, type RecentGame } from '@/shared/api';
import { AWARDS, awardHistoryRows, awardLabelKey, awardsOfGame } from './awards';

const noAwards = noGameAwards() satisfies Partial<RecentGame>;

describe('awards', () => {
  it('lists only the awards hit in a game, in the portal order', () => {
    expect(awardsOfGame({ ...noAwards, hatTrick: 1, lowTon: 2, threeInABed: 1, fiveMark: 3 })).toEqual([
      { award: 'lowTon', count: 2 },
      { award: 'hatTrick', count: 1 },
      { award: 'threeInABed', count: 1 },
      { award: 'fiveMark', count: 3 },
    ]);
    expect(awardsOfGame(noAwards)).toEqual([]);
  });

  it('reads every award of the record, three in a bed spelled as the record spells it', () => {
    const record = Object.fromEntries(
      AWARD_RECORD_NAMES.flatMap((name, index) => [
        [`${name}Month`, index],
        [`${name}Total`, index * 10 + 5],
      ]),
    ) as AwardRecord;
    const rows = awardHistoryRows(record);
    expect(rows.map((row) => row.award)).toEqual([...AWARDS]);
    expect(rows).toHaveLength(AWARD_RECORD_NAMES.length);
    expect(rows.find((row) => row.award === 'threeInABed')).toEqual({
      award: 'threeInABed',
      month: record.threeInAbedMonth,
      total: record.threeInAbedTotal,
    });
    expect(rows.find((row) => row.award === 'whiteHorse')).toEqual({
      award: 'whiteHorse',
      month: record.whiteHorseMonth,
      total: record.whiteHorseTotal,
    });
  });

  it('names each award with its own key', () => {
    expect(new Set(AWARDS.map(awardLabelKey)).size).toBe(AWARDS.length);
    expect(awardLabelKey('ton80')).toBe('stats:awards.ton80');
  });
});

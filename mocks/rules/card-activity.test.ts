import { describe, expect, it } from 'vitest';
import {
  awardRecordProblems,
  gameKindOf,
  GENERIC_TYPE,
  monthGamesProblems,
  playedWithSince,
  recentGamesProblems,
  type CheckedGame,
  type MonthEntry,
} from './card-activity';
import { DAY_MS } from './clock';

const NOW = Date.UTC(2026, 10, 22, 9);
const card = {
  cardId: 20001,
  memberId: 10001,
  rating: 12.5,
  ppd: 24,
  mpr: 2.8,
  win: 10,
  lose: 10,
  games01: 8,
  wins01: 4,
  gamesCricket: 6,
  winsCricket: 3,
};

const none = { lowTon: 0, hatTrick: 0, threeInABed: 0, threeInABlack: 0, ton80: 0, highTon: 0, fiveMark: 0, sixMark: 0, sevenMark: 0, eightMark: 0, nineMark: 0 };
const x01 = (overrides: Partial<CheckedGame> = {}): CheckedGame => ({
  cardId: 20001,
  dateTime: NOW - DAY_MS,
  gameName: 2,
  genericType: 100,
  ppd: 25,
  mpr: null,
  result: 1,
  rating: 12.5,
  shopId: 7,
  ...none,
  lowTon: 2,
  teammates: [],
  playedWith: [10002],
  ...overrides,
});
const cricket = (overrides: Partial<CheckedGame> = {}): CheckedGame =>
  x01({ gameName: 5, genericType: 200, ppd: null, mpr: 2.5, lowTon: 0, fiveMark: 1, ...overrides });

describe('game modes', () => {
  it('shows 01 games with PPD, cricket with MPR and the count-up family with the PPD of the result', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 14].map(gameKindOf)).toEqual(Array(8).fill('x01'));
    expect([5, 6, 10, 99].map(gameKindOf)).toEqual(Array(4).fill('cricket'));
    expect([7, 8, 9, 20, 21].map(gameKindOf)).toEqual(Array(5).fill('countUp'));
    expect(GENERIC_TYPE).toEqual({ x01: 100, cricket: 200, countUp: 300 });
  });
});

describe('recentGamesProblems', () => {
  it('accepts games that agree with the card', () => {
    expect(recentGamesProblems(card, [x01(), cricket({ dateTime: NOW - 2 * DAY_MS, result: 0 })])).toEqual([]);
    expect(recentGamesProblems(card, [])).toEqual([]);
  });

  it('names a game shown the wrong way or with the wrong figure', () => {
    expect(recentGamesProblems(card, [x01({ genericType: 200 })])).toEqual([expect.stringContaining('is shown as 200, not 100')]);
    expect(recentGamesProblems(card, [cricket({ ppd: 20 })])).toEqual([expect.stringContaining('without an MPR alone')]);
    expect(recentGamesProblems(card, [x01({ ppd: 40 })])).toEqual([expect.stringContaining("far from the card's 24")]);
    expect(recentGamesProblems(card, [cricket({ mpr: 5 })])).toEqual([expect.stringContaining("far from the card's 2.8")]);
    expect(recentGamesProblems(card, [x01({ result: 2 })])).toEqual([expect.stringContaining('has result 2')]);
  });

  it('names awards the kind of game cannot give, or more than its rounds allow', () => {
    expect(recentGamesProblems(card, [x01({ nineMark: 1 })])).toEqual([expect.stringContaining('nineMark, which a x01 game cannot give')]);
    expect(recentGamesProblems(card, [cricket({ ton80: 1 })])).toEqual([expect.stringContaining('ton80, which a cricket game cannot give')]);
    expect(recentGamesProblems(card, [x01({ lowTon: 10, highTon: 6 })])).toEqual([expect.stringContaining('16 round awards in 15 rounds')]);
    expect(recentGamesProblems(card, [x01({ hatTrick: 0, threeInABlack: 1 })])).toEqual([expect.stringContaining('three in the black')]);
  });

  it('names more wins or losses of a kind than the card has', () => {
    const wins = Array.from({ length: 5 }, (_, index) => x01({ dateTime: NOW - index * DAY_MS }));
    expect(recentGamesProblems(card, wins)).toEqual(['5 01 wins among the games, more than the card\'s 4']);
    const losses = Array.from({ length: 11 }, (_, index) => x01({ dateTime: NOW - index * DAY_MS, result: 0, gameName: 7, genericType: 300 }));
    expect(recentGamesProblems(card, losses)).toEqual([
      "11 losses among the games, more than the card's 10",
      "11 other losses among the games, more than the card's 3",
    ]);
  });

  it("names a latest game that does not leave the card's rating", () => {
    expect(recentGamesProblems(card, [x01({ rating: 12.1 }), x01({ dateTime: NOW - 3 * DAY_MS })])).toEqual([
      "the latest game leaves rating 12.1, not the card's 12.5",
    ]);
  });

  it('names teammates outside team cricket, team cricket without them, and a player listed wrongly', () => {
    const mate = { memberId: 10002 };
    expect(recentGamesProblems(card, [cricket({ gameName: 10, teammates: [mate], playedWith: [10002, 10003, 10004] })])).toEqual([]);
    expect(recentGamesProblems(card, [cricket({ gameName: 10 })])).toEqual([expect.stringContaining('without teammates')]);
    expect(recentGamesProblems(card, [cricket({ teammates: [mate] })])).toEqual([expect.stringContaining('outside team cricket')]);
    expect(recentGamesProblems(card, [cricket({ gameName: 10, teammates: [{ memberId: 10009 }] })])).toEqual([
      expect.stringContaining('teammate 10009 who did not play'),
    ]);
    expect(recentGamesProblems(card, [x01({ playedWith: [10001] })])).toEqual([expect.stringContaining('holder among the other players')]);
  });

  it("names a game played outside the holder's country", () => {
    const options = { shopCountryOf: (shopId: number) => (shopId === 7 ? 617 : 208), holderCountryId: 617 };
    expect(recentGamesProblems(card, [x01()], options)).toEqual([]);
    expect(recentGamesProblems(card, [x01({ shopId: 8 })], options)).toEqual([expect.stringContaining('outside the holder')]);
  });
});

const entry: MonthEntry = { games01: 2, gamesCricket: 1, hatTrick: 1, lowTon: 3, nineMark: 0, threeInAbed: 0, highTon: 0, ton80: 0, threeInABlack: 0 };

describe('monthGamesProblems', () => {
  it("keeps this month's 01 and cricket games within the month's figures", () => {
    expect(monthGamesProblems([x01(), cricket()], entry, '2026-11')).toEqual([]);
    expect(monthGamesProblems([x01(), x01(), x01()], entry, '2026-11')).toEqual(["3 01 games this month, more than the month's 2"]);
    // Games of an earlier month do not count.
    expect(monthGamesProblems([x01(), x01(), x01({ dateTime: Date.UTC(2026, 9, 30) })], entry, '2026-11')).toEqual([]);
    expect(monthGamesProblems([x01()], undefined, '2026-11')).toEqual(['1 games this month, with no figures for the month']);
  });
});

describe('awardRecordProblems', () => {
  const counts = (value: number) => ({
    lowTon: value,
    hatTrick: value,
    nineMark: value,
    eightMark: value,
    sevenMark: value,
    sixMark: value,
    fiveMark: value,
    threeInAbed: value,
    highTon: value,
    ton80: value,
    whiteHorse: value,
    threeInABlack: value,
  });
  const record = { month: '2026-11', monthCounts: counts(3), totalCounts: counts(8) };

  it('accepts a record whose totals cover the month and the games, and whose month covers its games', () => {
    expect(awardRecordProblems(record, [x01({ lowTon: 3 })], { currentMonth: '2026-11' })).toEqual([]);
  });

  it('names a total below the month, or below what the games counted', () => {
    const low = { ...record, totalCounts: { ...counts(8), whiteHorse: 2 } };
    expect(awardRecordProblems(low, [], { currentMonth: '2026-11' })).toEqual(["whiteHorse: total 2 below the month's 3"]);
    const games = [x01({ lowTon: 5, dateTime: Date.UTC(2026, 9, 2) }), x01({ lowTon: 4, dateTime: Date.UTC(2026, 9, 3) })];
    expect(awardRecordProblems(record, games, { currentMonth: '2026-11' })).toEqual(["lowTon: total 8 below the games' 9"]);
  });

  it("names this month's count below this month's games (three in a bed spelled the record's way)", () => {
    expect(awardRecordProblems(record, [cricket({ threeInABed: 4 })], { currentMonth: '2026-11' })).toEqual([
      "threeInAbed: this month 3 below this month's games' 4",
    ]);
    // A record of an earlier month reads 0 this month.
    expect(awardRecordProblems({ ...record, month: '2026-10' }, [x01({ lowTon: 1 })], { currentMonth: '2026-11' })).toEqual([
      "lowTon: this month 0 below this month's games' 1",
    ]);
  });

  it("holds a main card's month to the monthly figures of the awards both keep", () => {
    const main = { ...record, monthCounts: { ...counts(0), hatTrick: 1, lowTon: 3, fiveMark: 4 } };
    expect(awardRecordProblems(main, [], { currentMonth: '2026-11', monthEntry: entry })).toEqual([]);
    expect(awardRecordProblems({ ...main, monthCounts: { ...main.monthCounts, lowTon: 4 } }, [], { currentMonth: '2026-11', monthEntry: entry })).toEqual([
      'lowTon: this month 4, the monthly figures 3',
    ]);
    // No figures this month: the month's counts are 0.
    expect(awardRecordProblems(main, [], { currentMonth: '2026-11', monthEntry: null })).toEqual([
      'hatTrick: this month 1, the monthly figures 0',
      'lowTon: this month 3, the monthly figures 0',
    ]);
  });
});

describe('playedWithSince', () => {
  it('collects the players met in the last 7 days only', () => {
    const games = [
      { dateTime: NOW - DAY_MS, playedWith: [10002, 10003] },
      { dateTime: NOW - 6.9 * DAY_MS, playedWith: [10004] },
      { dateTime: NOW - 7.1 * DAY_MS, playedWith: [10005] },
      { dateTime: NOW + DAY_MS, playedWith: [10006] },
    ];
    expect(playedWithSince(games, NOW)).toEqual(new Set([10002, 10003, 10004]));
  });
});

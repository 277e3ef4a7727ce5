import { describe, expect, it } from 'vitest';
import { awardRecordSchema, gameDataSchema, MAX_RECENT_GAMES, recentGameSchema } from '@/shared/api/wire';
import { gameRecord, unplayedCard } from '../db/factories';
import type { CardAwardRecord, CardRecord, GameRecord } from '../db/schemas';
import { awardRecordOf, cardSummaryOf, gameDataOf, gameInformationOf, memberCardOf, recentGamesOf } from './card-answers';

const NOW = Date.UTC(2026, 10, 22, 9);
const holder = { nickname: 'Checkout Charlie', portrait: '/media/avatars/avatar-03.svg', coin: 420 };

const played: CardRecord = {
  ...unplayedCard({ cardId: 20001, memberId: 10001, cardNo: '8860010001011234', cardType: 1, isMainCard: true, name: 'Old Name', countryCode: 'EN', boundAt: 0 }),
  portrait: '/media/portraits/portrait-1.svg',
  rating: 12.5,
  ppd: 23.75,
  mpr: 2.81,
  countUpPoint: 640,
  win: 120,
  lose: 80,
  winContinued: 7,
  winProbability: 60,
  leagueRating: 11.5,
  ppr: 71.25,
  games01: 100,
  wins01: 61,
  gamesCricket: 70,
  winsCricket: 41,
  countUpAverage: 570,
  countUpMax: 741,
};

describe('card views', () => {
  it('show the holder as the member is now: nickname and portrait, the card keeping its own figures', () => {
    expect(memberCardOf(played, holder)).toEqual({
      cardId: 20001,
      cardNo: '8860010001011234',
      name: 'Checkout Charlie',
      portrait: '/media/avatars/avatar-03.svg',
      countryCode: 'EN',
      rating: 12.5,
      ppd: 23.75,
      mpr: 2.81,
      countUpPoint: 640,
      win: 120,
      lose: 80,
      winContinued: 7,
      winProbability: 60,
    });
    expect(memberCardOf(played, { ...holder, portrait: undefined })).toMatchObject({ portrait: '/media/portraits/portrait-1.svg' });
    expect(cardSummaryOf(played, holder)).toEqual({
      cardId: 20001,
      cardNo: '8860010001011234',
      cardType: 1,
      isMainCard: true,
      name: 'Checkout Charlie',
      rating: 12.5,
      ppd: 23.75,
      mpr: 2.81,
    });
  });

  it("game information: the card's ratings and the member's gold", () => {
    expect(gameInformationOf(played, holder)).toEqual({ adartsRating: 12.5, leagueRating: 11.5, coin: 420 });
    expect(gameInformationOf({ ...played, leagueRating: null }, holder).leagueRating).toBeNull();
  });
});

describe('gameDataOf', () => {
  it("answers the card's all-time figures, win rates as percentages of each kind", () => {
    const data = gameDataOf(played, holder);
    expect(data).toEqual({
      portrait: '/media/avatars/avatar-03.svg',
      memberName: 'Checkout Charlie',
      cardNo: '8860010001011234',
      rating: 12.5,
      ppd: 23.75,
      ppr: 71.25,
      mpr: 2.81,
      quantity01: 100,
      winProbability01: 61,
      quantityCricket: 70,
      winProbabilityCricket: 58.57,
      allQuantity: 200,
      allWinProbability: 60,
      countUpAverage: 570,
      countUpMax: 741,
    });
    expect(gameDataSchema.safeParse(data).success).toBe(true);
  });

  it('answers null for the figures of a kind of game the card never played, and counts of 0', () => {
    const no01 = gameDataOf({ ...played, games01: 0, wins01: 0 }, holder);
    expect(no01).toMatchObject({ quantity01: 0, winProbability01: null, ppd: null, ppr: null, mpr: 2.81 });
    const noCricket = gameDataOf({ ...played, gamesCricket: 0, winsCricket: 0 }, holder);
    expect(noCricket).toMatchObject({ quantityCricket: 0, winProbabilityCricket: null, mpr: null, ppd: 23.75 });
    const fresh = gameDataOf(unplayedCard({ cardId: 30100, memberId: 10001, cardNo: '8861000000000001', cardType: 2, isMainCard: false, name: 'x', countryCode: 'EN', boundAt: NOW }), { ...holder, portrait: undefined });
    expect(fresh).toMatchObject({
      portrait: null,
      allQuantity: 0,
      allWinProbability: null,
      quantity01: 0,
      winProbability01: null,
      countUpAverage: null,
      countUpMax: null,
    });
    expect(gameDataSchema.safeParse(fresh).success).toBe(true);
  });
});

const game = (id: number, overrides: Partial<GameRecord> = {}): GameRecord =>
  gameRecord({
    id,
    cardId: 20001,
    dateTime: NOW - id * 3_600_000,
    shopId: 7,
    playedWith: [10002],
    ppd: 24.1,
    rating: 12.5,
    lowTon: 1,
    ...overrides,
  });

describe('recentGamesOf', () => {
  const lookups = { holder, card: played, shopName: (shopId: number) => (shopId === 7 ? 'The Oche, Camden' : null) };

  it('answers at most the 30 newest games, newest first', () => {
    const games = Array.from({ length: 36 }, (_, index) => game(index + 1));
    const recent = recentGamesOf([...games].reverse(), lookups);
    expect(recent).toHaveLength(MAX_RECENT_GAMES);
    expect(recent.map((entry) => entry.dateTime)).toEqual(games.slice(0, 30).map((entry) => entry.dateTime));
  });

  it("shows the holder's portrait and nickname, the game's rating and shop, and team cricket's teammates", () => {
    const team = game(1, {
      gameName: 10,
      genericType: 200,
      ppd: null,
      mpr: 2.6,
      result: 0,
      rating: 12.31,
      lowTon: 0,
      fiveMark: 2,
      teammates: [{ memberId: 10002, memberName: 'Oche Queen', rating: 9.5, mpr: 2.2 }],
      playedWith: [10002, 10003, 10004],
    });
    const [entry] = recentGamesOf([team, game(2, { shopId: 99 })], lookups);
    expect(entry).toMatchObject({
      gameName: 10,
      genericType: 200,
      ppd: null,
      mpr: 2.6,
      result: 0,
      portrait: '/media/avatars/avatar-03.svg',
      userName: 'Checkout Charlie',
      rating: 12.31,
      shopName: 'The Oche, Camden',
      fiveMark: 2,
      teammateList: [{ memberName: 'Oche Queen', rating: 9.5, mpr: 2.2 }],
    });
    expect(entry).not.toHaveProperty('playedWith');
    expect(recentGameSchema.safeParse(entry).success).toBe(true);
    // A shop that is gone shows no name.
    expect(recentGamesOf([game(2, { shopId: 99 })], lookups)[0]!.shopName).toBeNull();
  });
});

describe('awardRecordOf', () => {
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
  const record: CardAwardRecord = { cardId: 20001, month: '2026-11', monthCounts: counts(2), totalCounts: counts(9) };

  it("answers this month's counts and the totals of every award", () => {
    const answer = awardRecordOf(record, NOW);
    expect(answer).toMatchObject({ lowTonMonth: 2, lowTonTotal: 9, threeInAbedMonth: 2, whiteHorseTotal: 9 });
    expect(Object.keys(answer)).toHaveLength(24);
    expect(awardRecordSchema.safeParse(answer).success).toBe(true);
  });

  it('reads the month as 0 once the month is over, keeping the totals', () => {
    const answer = awardRecordOf(record, Date.UTC(2026, 11, 1, 0, 0, 1));
    expect(answer).toMatchObject({ lowTonMonth: 0, hatTrickMonth: 0, lowTonTotal: 9, hatTrickTotal: 9 });
  });

  it('answers zeros for a card without a record (a card bound just now)', () => {
    expect(Object.values(awardRecordOf(undefined, NOW)).every((value) => value === 0)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { awardRanking, callApi, gameRanking, type RankingRow } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import { createManualClock, resetFakeBackend } from '../node';
import {
  AWARD_SCORES,
  GAME_SCORES,
  monthKey,
  previousMonthKey,
  rankThisAndLastMonth,
  RANKING_SIZE,
  type Score,
} from '../rules/rankings';
import { clientContext, rawCall } from '../test-support';

const games = (gameType: 100 | 200 | 300 | 400 | 500) => callApi(gameRanking, { gameType }, clientContext());
const awards = (awardType: 0 | 1 | 2 | 3 | 4 | 5 | 6) => callApi(awardRanking, { awardType }, clientContext());
const scores = (rows: readonly RankingRow[]) => rows.map((row) => row.awardAmount);
const descending = (values: readonly number[]) => [...values].sort((a, b) => b - a);

describe('/rpi/webranking/gameRanking', () => {
  it('ranks this month and last month, best first, at most 20 each', async () => {
    for (const gameType of [100, 200, 300, 400] as const) {
      const { thisMonth, lastMonth } = await games(gameType);
      expect(thisMonth.length).toBe(RANKING_SIZE);
      expect(lastMonth.length).toBe(RANKING_SIZE);
      expect(scores(thisMonth)).toEqual(descending(scores(thisMonth)));
      expect(scores(lastMonth)).toEqual(descending(scores(lastMonth)));
      expect(thisMonth.every((row) => row.awardAmount > 0)).toBe(true);
    }
  });

  it('gives different orders for different game types', async () => {
    const [ppd, countUp, gain] = await Promise.all([games(100), games(300), games(500)]);
    expect(ppd.thisMonth.map((row) => row.memberName)).not.toEqual(gain.thisMonth.map((row) => row.memberName));
    expect(Math.max(...scores(countUp.thisMonth))).toBeGreaterThan(Math.max(...scores(ppd.thisMonth)));
  });

  it('matches the members: names, home shops of their own country, the whole network', async () => {
    const { thisMonth } = await games(400);
    const countries = new Set(thisMonth.map((row) => row.countryCode));
    expect(countries.size).toBeGreaterThan(1);
    for (const row of thisMonth) {
      const member = db.members.findFirst((q) => q.where({ nickname: row.memberName }));
      expect(member).toBeDefined();
      const country = db.countries.findFirst((q) => q.where({ countryId: member!.countryId }));
      expect(row.countryCode).toBe(country!.countryCode);
      if (row.homeShopId !== null) {
        const shop = db.shops.findFirst((q) => q.where({ shopId: row.homeShopId! }));
        expect(shop?.countryId).toBe(member!.countryId);
        expect(row.homeShopName).toBe(shop?.shopName);
      }
    }
  });

  it("this month's rating minus last month's is the rating gain", async () => {
    const now = backend.clock.now();
    const current = db.memberMonths.findMany((q) => q.where({ month: monthKey(now) }));
    const previous = db.memberMonths.findMany((q) => q.where({ month: previousMonthKey(monthKey(now)) }));
    const checked = current.filter((entry) => previous.some((last) => last.memberId === entry.memberId));
    expect(checked.length).toBeGreaterThan(10);
    for (const entry of checked) {
      const last = previous.find((candidate) => candidate.memberId === entry.memberId)!;
      expect(entry.ratingGain).toBeCloseTo(entry.rating - last.rating, 2);
    }
  });

  it('answers 101 for an unknown game type', async () => {
    const envelope = await rawCall('/rpi/webranking/gameRanking', { form: 'gameType=600' });
    expect(envelope).toMatchObject({ code: 101, msg: 'Invalid parameter: gameType', data: null });
  });

  it('has no rankings in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await expect(games(100)).resolves.toEqual({ thisMonth: [], lastMonth: [] });
  });
});

describe('/rpi/webranking/award', () => {
  it('ranks award counts, best first, as whole numbers', async () => {
    for (const awardType of [0, 1, 2, 3, 4, 5, 6] as const) {
      const { thisMonth, lastMonth } = await awards(awardType);
      expect(thisMonth.length).toBeGreaterThan(0);
      expect(lastMonth.length).toBeGreaterThan(0);
      expect(scores(thisMonth)).toEqual(descending(scores(thisMonth)));
      expect(thisMonth.every((row) => Number.isInteger(row.awardAmount) && row.awardAmount > 0)).toBe(true);
    }
  });

  it('answers 101 for an unknown award type, in the asked language', async () => {
    const envelope = await rawCall('/rpi/webranking/award', { form: 'awardType=7', headers: { 'Accept-Language': 'ja' } });
    expect(envelope).toMatchObject({ code: 101, msg: 'パラメータが不正です：awardType' });
  });
});

/** The rows as computed straight from the database, without any cache (the handler's former way). */
function computedRows(score: Score): { thisMonth: RankingRow[]; lastMonth: RankingRow[] } {
  const entries = [...db.memberMonths.all()].sort((a, b) => a.memberId - b.memberId);
  const { thisMonth, lastMonth } = rankThisAndLastMonth(entries, score, backend.clock.now());
  const rows = (ranked: typeof thisMonth): RankingRow[] =>
    ranked.map(({ entry, score: awardAmount }) => {
      const member = db.members.findFirst((q) => q.where({ memberId: entry.memberId }))!;
      const country = db.countries.findFirst((q) => q.where({ countryId: member.countryId }));
      const shop = db.shops.all().find((candidate) => candidate.shopId === member.homeShopId);
      return {
        memberName: member.nickname,
        portrait: member.portrait ?? '',
        homeShopId: shop?.shopId ?? null,
        homeShopName: shop?.shopName ?? null,
        awardAmount,
        countryCode: country?.countryCode ?? '',
      };
    });
  return { thisMonth: rows(thisMonth), lastMonth: rows(lastMonth) };
}

describe('rankings are computed once per data state', () => {
  it('answer what a computation from the database gives, for every type, call after call', async () => {
    for (const gameType of [100, 200, 300, 400, 500] as const) {
      const expected = computedRows(GAME_SCORES[gameType]);
      await expect(games(gameType)).resolves.toEqual(expected);
      await expect(games(gameType)).resolves.toEqual(expected);
    }
    for (const awardType of [0, 1, 2, 3, 4, 5, 6] as const) {
      await expect(awards(awardType)).resolves.toEqual(computedRows(AWARD_SCORES[awardType]));
    }
  });

  it('gives the new data after a reseed', async () => {
    const before = await games(400);
    await resetFakeBackend({ seed: 2 });
    const after = await games(400);
    expect(after.thisMonth.map((row) => row.memberName)).not.toEqual(before.thisMonth.map((row) => row.memberName));
    expect(after).toEqual(computedRows(GAME_SCORES[400]));

    await resetFakeBackend({ scenario: 'empty' });
    await expect(games(400)).resolves.toEqual({ thisMonth: [], lastMonth: [] });
  });

  it('moves on with the month: this month becomes last month', async () => {
    const clock = createManualClock(Date.UTC(2026, 4, 20, 12));
    await resetFakeBackend({ clock });
    const may = await awards(1);
    expect(may.thisMonth.length).toBeGreaterThan(0);

    clock.set(Date.UTC(2026, 5, 1, 0, 0, 1));
    const june = await awards(1);
    expect(june.lastMonth).toEqual(may.thisMonth);
    expect(june.thisMonth).toEqual([]); // nothing played in June yet
    expect(june).toEqual(computedRows(AWARD_SCORES[1]));
  });

  it('shows a changed member or a removed shop at once', async () => {
    const { thisMonth } = await games(400);
    const withShop = thisMonth.find((row) => row.homeShopId !== null)!;
    const member = db.members.findFirst((q) => q.where({ nickname: withShop.memberName }))!;

    await db.members.update((q) => q.where({ memberId: member.memberId }), {
      data(record) {
        record.nickname = 'Renamed Player';
      },
    });
    db.shops.deleteMany((q) => q.where({ shopId: withShop.homeShopId! }));

    const row = (await games(400)).thisMonth.find((candidate) => candidate.memberName === 'Renamed Player');
    expect(row).toMatchObject({ homeShopId: null, homeShopName: null, awardAmount: withShop.awardAmount });
  });
});

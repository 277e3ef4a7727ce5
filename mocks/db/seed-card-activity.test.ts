import { describe, expect, it } from 'vitest';
import { isCardNumber, MAX_RECENT_GAMES } from '@/shared/api/wire';
import {
  awardRecordProblems,
  COUNT_UP_MODES,
  CRICKET_MODES,
  MET_LATELY_MS,
  monthGamesProblems,
  playedWithSince,
  recentGamesProblems,
  TEAM_CRICKET,
  X01_MODES,
} from '../rules/card-activity';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import { cardGameKindsProblems } from '../rules/member-cards';
import { monthKey } from '../rules/rankings';
import { db } from './collections';
import { demoCircle, playedWithLately } from './demo-circle';
import { DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID } from './demo-member';
import { seedDatabase } from './seed';
import { DEMO_GAMES, FREE_LOOSE_CARDS, generateCardActivity, OTHER_MAX_GAMES, RETIRED_LOOSE_CARDS } from './seed-card-activity';
import { referenceDay } from './dates';

const NOW = Date.UTC(2026, 10, 22, 3, 30);
/** The first day of a month: "the last 7 days" reach into the month before. */
const MONTH_START = Date.UTC(2026, 11, 1, 0, 20);
const SEEDS = Array.from({ length: 10 }, (_, index) => index + 1);

const gamesOf = (cardId: number) => db.games.findMany((q) => q.where({ cardId }));
const monthEntryOf = (memberId: number, now: number) =>
  db.memberMonths.findFirst((q) => q.where({ memberId, month: monthKey(now) })) ?? null;

/** Every check of the rules over the seeded database, as one list of problems. */
function activityProblems(now: number): string[] {
  const shopCountry = new Map(db.shops.all().map((shop) => [shop.shopId, shop.countryId]));
  const problems: string[] = [];
  for (const card of db.cards.all()) {
    const member = db.members.findFirst((q) => q.where({ memberId: card.memberId }))!;
    const games = gamesOf(card.cardId);
    const record = db.cardAwards.findMany((q) => q.where({ cardId: card.cardId }));
    const label = (problem: string) => `card ${card.cardId}: ${problem}`;
    problems.push(...cardGameKindsProblems(card).map(label));
    problems.push(
      ...recentGamesProblems(card, games, { shopCountryOf: (shopId) => shopCountry.get(shopId), holderCountryId: member.countryId }).map(label),
    );
    if (card.isMainCard) problems.push(...monthGamesProblems(games, monthEntryOf(card.memberId, now) ?? undefined, monthKey(now)).map(label));
    if (record.length !== 1) problems.push(label(`${record.length} award records`));
    else {
      const options = { currentMonth: monthKey(now), ...(card.isMainCard ? { monthEntry: monthEntryOf(card.memberId, now) } : {}) };
      problems.push(...awardRecordProblems(record[0]!, games, options).map(label));
    }
  }
  return problems;
}

/** Tests that seed ten times take longer than Vitest's default 5 s on a busy machine. */
const TEN_SEEDS_MS = 30_000;

describe('seeded recent games and award records (seeds 1-10)', () => {
  it.each([
    ['late in a month', NOW],
    ['on the first day of a month', MONTH_START],
  ])('agree with their cards, the game modes and the monthly figures, %s', async (_, now) => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now, scenario: 'default' });
      expect(activityProblems(now), `seed ${seed}`).toEqual([]);
    }
  }, TEN_SEEDS_MS);

  it("give the demo member's cards more than 30 games on the main card and about 12 on the league card", async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      const cards = db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
      expect(cards.map((card) => [card.isMainCard, card.cardType])).toEqual([
        [true, 1],
        [false, 2],
      ]);
      expect(gamesOf(DEMO_MAIN_CARD_ID)).toHaveLength(DEMO_GAMES.main.all);
      expect(DEMO_GAMES.main.all).toBeGreaterThan(MAX_RECENT_GAMES);
      expect(gamesOf(cards[1]!.cardId)).toHaveLength(DEMO_GAMES.other.all);
    }
  }, TEN_SEEDS_MS);

  it('plays every mode, team cricket with its teammates as they were then, in shops of the holder country', async () => {
    await seedDatabase({ seed: 1, mediaBase: '/', now: NOW, scenario: 'default' });
    const demoGames = db.games.all().filter((game) => [DEMO_MAIN_CARD_ID].includes(game.cardId));
    expect(new Set(demoGames.map((game) => game.gameName))).toEqual(new Set([...X01_MODES, ...CRICKET_MODES, ...COUNT_UP_MODES]));
    const team = demoGames.filter((game) => game.gameName === TEAM_CRICKET);
    expect(team.length).toBeGreaterThan(0);
    for (const game of team) {
      const [teammate] = game.teammates;
      const member = db.members.findFirst((q) => q.where({ memberId: teammate!.memberId }))!;
      const main = db.cards.findFirst((q) => q.where({ cardId: member.mainCardId }))!;
      expect(teammate).toMatchObject({ memberName: member.nickname });
      expect(Math.abs(teammate!.rating! - main.rating)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(teammate!.mpr! - main.mpr)).toBeLessThanOrEqual(0.31);
    }
    const shops = new Map(db.shops.all().map((shop) => [shop.shopId, shop.countryId]));
    expect(demoGames.every((game) => shops.get(game.shopId) === 617)).toBe(true);
  });

  it('gives other members few games (0-8 on the main card, none on others) and the demo member the most', async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      const others = db.cards.all().filter((card) => card.memberId !== DEMO_MEMBER_ID);
      for (const card of others) {
        const count = gamesOf(card.cardId).length;
        expect(count).toBeLessThanOrEqual(card.isMainCard ? OTHER_MAX_GAMES : 0);
      }
      expect(db.games.count()).toBeLessThan(DEMO_GAMES.main.all + DEMO_GAMES.other.all + others.length * 4);
    }
  }, TEN_SEEDS_MS);

  it("has the demo member meet exactly the circle's lately players in the last 7 days, at any time of the seed's day", async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      const expected = new Set(playedWithLately(demoCircle(db.members.all())));
      const demoCardIds = db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map((card) => card.cardId);
      const demoGames = db.games.all().filter((game) => demoCardIds.includes(game.cardId));
      for (const at of [referenceDay(NOW), referenceDay(NOW) + 23 * HOUR_MS + 59 * 60_000]) {
        expect(playedWithSince(demoGames, at), `seed ${seed}`).toEqual(expected);
      }
      // Older games are clear of the 7 days, and may meet anyone but the demo member.
      const older = demoGames.filter((game) => game.dateTime <= referenceDay(NOW) + DAY_MS - MET_LATELY_MS);
      expect(older.length).toBeGreaterThan(0);
      expect(older.every((game) => !game.playedWith.includes(DEMO_MEMBER_ID))).toBe(true);
      // Nobody else's game of the last 7 days lists the demo member (their lists would disagree).
      const othersLately = db.games.all().filter((game) => !demoCardIds.includes(game.cardId));
      expect(playedWithSince(othersLately, NOW).has(DEMO_MEMBER_ID)).toBe(false);
    }
  }, TEN_SEEDS_MS);

  it('gives every member a main card, and issues free and retired card numbers distinct from every card', async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      for (const member of db.members.all()) {
        expect(db.cards.findFirst((q) => q.where({ cardId: member.mainCardId })), `member ${member.memberId}`).toMatchObject({
          memberId: member.memberId,
          isMainCard: true,
        });
      }
      const loose = db.looseCards.all();
      expect(loose.filter((card) => card.status === 'free')).toHaveLength(FREE_LOOSE_CARDS);
      expect(loose.filter((card) => card.status === 'retired')).toHaveLength(RETIRED_LOOSE_CARDS);
      const numbers = [...loose.map((card) => card.cardNo), ...db.cards.all().map((card) => card.cardNo)];
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(loose.every((card) => isCardNumber(card.cardNo))).toBe(true);
      expect(new Set(loose.filter((card) => card.status === 'free').map((card) => card.cardType))).toEqual(new Set([1, 2]));
    }
  }, TEN_SEEDS_MS);

  it('is deterministic per seed', async () => {
    await seedDatabase({ seed: 3, mediaBase: '/', now: NOW, scenario: 'default' });
    const input = {
      seed: 3,
      reference: referenceDay(NOW),
      members: db.members.all(),
      cards: db.cards.all(),
      months: db.memberMonths.all(),
      shops: db.shops.all(),
    };
    const first = generateCardActivity(input);
    expect(generateCardActivity(input)).toEqual(first);
    expect(generateCardActivity({ ...input, seed: 4 }).looseCards).not.toEqual(first.looseCards);
    expect(db.games.all().map((game) => ({ ...game }))).toEqual(first.games);
  });
});

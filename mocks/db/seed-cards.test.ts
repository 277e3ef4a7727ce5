import { describe, expect, it } from 'vitest';
import { cardFiguresProblems, cardGameKindsProblems, winProbability } from '../rules/member-cards';
import { db } from './collections';
import { DEMO_MAIN_CARD_ID } from './demo-member';
import { seedDatabase } from './seed';
import { alignCards, generateCards, monthGamesByMember, withGamesAtLeast } from './seed-cards';
import { unplayedCard } from './factories';
import { generateMembers } from './seed-members';

const NOW = Date.UTC(2026, 10, 22, 3, 30);
const SEEDS = Array.from({ length: 10 }, (_, index) => index + 1);

const month = (memberId: number, games01: number, gamesCricket: number) => ({ memberId, games01, gamesCricket });

describe('withGamesAtLeast', () => {
  it('raises the games to the minimum at the same share of wins, keeping the win percentage', () => {
    const card = { win: 60, lose: 40, winProbability: 60 };
    const raised = withGamesAtLeast(card, 257);
    expect(raised.win + raised.lose).toBe(257);
    expect(raised.win).toBe(154);
    expect(raised.winProbability).toBe(winProbability(raised.win, raised.lose));
    expect(raised.winProbability).toBe(59.92);
  });

  it('leaves a card that already has enough games as it is', () => {
    const card = { win: 60, lose: 40, winProbability: 60 };
    expect(withGamesAtLeast(card, 100)).toBe(card);
    expect(withGamesAtLeast(card, 0)).toBe(card);
  });
});

describe('unplayedCard', () => {
  it('starts a new card with no games, a win probability of 0 and consistent figures', () => {
    const card = unplayedCard({
      cardId: 90001,
      memberId: 10001,
      cardNo: '8860000000000001',
      cardType: 2,
      isMainCard: false,
      name: 'New Card',
      countryCode: 'EN',
      boundAt: NOW,
    });
    expect(card).toMatchObject({ cardId: 90001, rating: 1, win: 0, lose: 0, winContinued: 0, winProbability: 0, portrait: '' });
    expect(cardFiguresProblems(card)).toEqual([]);
  });
});

describe('alignCards', () => {
  const members = generateMembers(3, NOW).map((member, index) =>
    index === 1 ? member : { ...member, portrait: `/media/avatars/avatar-${String(index + 1).padStart(2, '0')}.svg` },
  );
  const cards = generateCards(3, members, '/');

  it("shows the member's own portrait on every card, and keeps the stand-in when the member has none", () => {
    const aligned = alignCards(cards, members, []);
    for (const card of aligned) {
      const member = members.find((entry) => entry.memberId === card.memberId)!;
      if (member.portrait) expect(card.portrait).toBe(member.portrait);
      else expect(card.portrait).toBe(cards.find((entry) => entry.cardId === card.cardId)!.portrait);
    }
  });

  it("covers the member's months with the main card only", () => {
    const holder = members[0]!.memberId;
    const aligned = alignCards(cards, members, [month(holder, 400, 200), month(holder, 300, 100)]);
    const main = aligned.find((card) => card.memberId === holder && card.isMainCard)!;
    expect(main.games01).toBeGreaterThanOrEqual(700);
    expect(main.gamesCricket).toBeGreaterThanOrEqual(300);
    // 01 and cricket games are about 85% of a card's games: count-up and party games make the rest.
    expect(main.win + main.lose).toBeGreaterThanOrEqual(Math.ceil((main.games01 + main.gamesCricket) / 0.85));
    expect(cardFiguresProblems(main)).toEqual([]);
    expect(cardGameKindsProblems(main)).toEqual([]);
    const others = aligned.filter((card) => card.memberId !== holder || !card.isMainCard);
    expect(others.map(({ win, lose }) => [win, lose])).toEqual(
      cards.filter((card) => card.memberId !== holder || !card.isMainCard).map(({ win, lose }) => [win, lose]),
    );
  });
});

/** Tests that seed ten times take longer than Vitest's default 5 s on a busy machine. */
const TEN_SEEDS_MS = 30_000;

describe('seeded cards, after the whole seed (seeds 1-10)', () => {
  it("count at least the holder's seeded months' games on the main card, with consistent figures", async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      const months = db.memberMonths.all();
      const games = monthGamesByMember(months);
      const mainCards = db.cards.all().filter((card) => card.isMainCard);
      // Every member has a main card: the seeded members and the ranked players the rankings add.
      expect(mainCards.map((card) => card.cardId).sort()).toEqual(db.members.all().map((member) => member.mainCardId).sort());
      for (const member of generateMembers(seed, NOW)) {
        // The seeded members held a card before the rankings: they played this month.
        expect(games.get(member.memberId), `seed ${seed}, member ${member.memberId}: months`).toBeGreaterThan(0);
      }
      for (const card of mainCards) {
        const own = months.filter((entry) => entry.memberId === card.memberId);
        expect(card.win + card.lose, `seed ${seed}, card ${card.cardId}`).toBeGreaterThanOrEqual(games.get(card.memberId) ?? 0);
        expect(card.games01, `seed ${seed}, card ${card.cardId}`).toBeGreaterThanOrEqual(own.reduce((sum, entry) => sum + entry.games01, 0));
        expect(card.gamesCricket, `seed ${seed}, card ${card.cardId}`).toBeGreaterThanOrEqual(own.reduce((sum, entry) => sum + entry.gamesCricket, 0));
      }
      for (const card of db.cards.all()) {
        expect(cardFiguresProblems(card), `seed ${seed}, card ${card.cardId}`).toEqual([]);
        expect(cardGameKindsProblems(card), `seed ${seed}, card ${card.cardId}`).toEqual([]);
      }
    }
  }, TEN_SEEDS_MS);

  it("show a ranked player's figures of this month (or last month) on the main card made for them", async () => {
    await seedDatabase({ seed: 1, mediaBase: '/', now: NOW, scenario: 'default' });
    const seededIds = new Set(generateMembers(1, NOW).map((member) => member.memberId));
    const ranked = db.members.all().filter((member) => !seededIds.has(member.memberId));
    expect(ranked.length).toBeGreaterThan(40);
    for (const member of ranked) {
      const card = db.cards.findFirst((q) => q.where({ cardId: member.mainCardId }))!;
      const [latest] = db.memberMonths
        .findMany((q) => q.where({ memberId: member.memberId }))
        .sort((a, b) => b.month.localeCompare(a.month));
      expect(card).toMatchObject({ memberId: member.memberId, isMainCard: true, cardType: 1, name: member.nickname });
      if (member.portrait) expect(card.portrait).toBe(member.portrait);
      if (latest) expect(card).toMatchObject({ rating: latest.rating, ppd: latest.ppd, countUpPoint: latest.countUpBest });
      expect(card.cardNo).toMatch(/^\d{16}$/);
    }
  });

  it('give every win probability as a percentage of games won, to at most two decimals', async () => {
    await seedDatabase({ seed: 1, mediaBase: '/', now: NOW, scenario: 'default' });
    for (const card of db.cards.all()) {
      const percent = (card.win / (card.win + card.lose)) * 100;
      expect(Math.abs(card.winProbability - percent), `card ${card.cardId}`).toBeLessThanOrEqual(0.005);
      expect(card.winProbability * 100, `card ${card.cardId}`).toBeCloseTo(Math.round(card.winProbability * 100), 6);
    }
    // The seed's shares of wins lie between 5% and 95%: a fraction would be below 1.
    expect(Math.min(...db.cards.all().map((card) => card.winProbability))).toBeGreaterThan(1);
  });

  it("show their holder's own portrait, which every seeded card holder has, or a stock one for a player without", async () => {
    for (const seed of SEEDS) {
      await seedDatabase({ seed, mediaBase: '/', now: NOW, scenario: 'default' });
      const seededIds = new Set(generateMembers(seed, NOW).map((member) => member.memberId));
      for (const card of db.cards.all()) {
        const member = db.members.findFirst((q) => q.where({ memberId: card.memberId }))!;
        if (seededIds.has(member.memberId)) {
          expect(member.portrait, `seed ${seed}, member ${member.memberId}`).toMatch(/^\/media\/avatars\/avatar-\d+\.svg$/);
        }
        // A ranked player the rankings left without a portrait gets a stock one on the card.
        expect(card.portrait, `seed ${seed}, card ${card.cardId}`).toBe(member.portrait ?? card.portrait);
        expect(card.portrait, `seed ${seed}, card ${card.cardId}`).toMatch(/^\/media\/(avatars|portraits)\//);
      }
    }
  }, TEN_SEEDS_MS);

  it("gives the demo member's main card at least this month's and last month's games (seed 1)", async () => {
    await seedDatabase({ seed: 1, mediaBase: '/', now: NOW, scenario: 'default' });
    const demo = db.cards.findFirst((q) => q.where({ cardId: DEMO_MAIN_CARD_ID }))!;
    const months = db.memberMonths.all().filter((entry) => entry.memberId === demo.memberId);
    expect(months).toHaveLength(2);
    expect(demo.win + demo.lose).toBeGreaterThanOrEqual(months.reduce((sum, entry) => sum + entry.games01 + entry.gamesCricket, 0));
  });
});

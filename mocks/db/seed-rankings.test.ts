import { describe, expect, it } from 'vitest';
import { monthKey, previousMonthKey } from '../rules/rankings';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import { generateSeedData } from './seed';
import { generateCards } from './seed-cards';
import { generateRankingSeed, RANKED_PLAYERS_PER_COUNTRY } from './seed-rankings';
import { loadSeedCopy } from './seed-copy';

const NOW = Date.UTC(2026, 10, 22, 3, 30);
const copy = await loadSeedCopy();
const base = generateSeedData({ seed: 1, mediaBase: '/', now: NOW, copy });
const input = { seed: 1, reference: referenceDay(NOW), mediaBase: '/', members: base.members, shops: base.shops };

describe('generateRankingSeed', () => {
  it('is the same for the same seed', () => {
    expect(generateRankingSeed(input)).toEqual(generateRankingSeed(input));
  });

  it('adds ranked players per country with new ids and accounts, leaving the seeded members alone', () => {
    const { players } = generateRankingSeed(input);
    expect(players).toHaveLength(RANKED_PLAYERS_PER_COUNTRY * COUNTRIES.length);
    const ids = new Set(base.members.map((member) => member.memberId));
    const accounts = new Set(base.members.map((member) => member.account));
    for (const player of players) {
      expect(ids.has(player.memberId)).toBe(false);
      expect(accounts.has(player.account)).toBe(false);
      ids.add(player.memberId);
      accounts.add(player.account);
    }
    expect(new Set(players.map((player) => player.nickname)).size).toBe(players.length);
  });

  it("gives home shops of the member's own country, and none when there are no shops", () => {
    const { players, profiles } = generateRankingSeed(input);
    const everyone = [...base.members, ...players];
    for (const profile of profiles) {
      const member = everyone.find((entry) => entry.memberId === profile.memberId)!;
      const shop = base.shops.find((entry) => entry.shopId === profile.homeShopId);
      if (base.shops.some((entry) => entry.countryId === member.countryId)) expect(shop?.countryId).toBe(member.countryId);
    }
    const withoutShops = generateRankingSeed({ ...input, shops: [] });
    expect(withoutShops.profiles.every((profile) => profile.homeShopId === undefined)).toBe(true);
    expect(withoutShops.months.length).toBeGreaterThan(0);
  });

  it("keeps to this month and last month, and this month matches a member's main card", () => {
    const card = { memberId: base.members[0]!.memberId, rating: 12.34, ppd: 24.5, mpr: 2.8, countUpPoint: 640 };
    const { months } = generateRankingSeed({ ...input, cards: [card] });
    const thisMonth = monthKey(NOW);
    expect(new Set(months.map((entry) => entry.month))).toEqual(new Set([thisMonth, previousMonthKey(thisMonth)]));
    const current = months.find((entry) => entry.memberId === card.memberId && entry.month === thisMonth)!;
    expect(current).toMatchObject({ rating: 12.34, ppd: 24.5, mpr: 2.8, countUpBest: 640 });
    for (const entry of months) {
      expect(entry.rating).toBeGreaterThanOrEqual(1);
      expect(entry.rating).toBeLessThanOrEqual(30);
      expect(entry.ton80).toBeLessThanOrEqual(entry.games01);
    }
  });

  it('gives every card holder a portrait, and leaves most others theirs (seeds 1-10)', () => {
    let withoutPortrait = 0;
    for (let seed = 1; seed <= 10; seed += 1) {
      const data = generateSeedData({ seed, mediaBase: '/', now: NOW, copy });
      const cards = generateCards(seed, data.members, '/').filter((card) => card.isMainCard);
      const { profiles } = generateRankingSeed({ ...input, seed, members: data.members, shops: data.shops, cards });
      for (const card of cards) {
        const profile = profiles.find((entry) => entry.memberId === card.memberId);
        expect(profile?.portrait, `seed ${seed}, member ${card.memberId}`).toMatch(/^\/media\/avatars\/avatar-\d+\.svg$/);
      }
      withoutPortrait += profiles.filter((entry) => entry.portrait === undefined).length;
    }
    // The others keep the chance of having none: the rankings show a default for them.
    expect(withoutPortrait).toBeGreaterThan(0);
  });
});

import { getScenario, type Scenario } from '../scenarios';
import { clearDatabase, db } from './collections';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import type { CountryRecord, MemberRecord, NewsRecord, ShopRecord } from './schemas';
import { generateMembers } from './seed-members';
import { generateNews } from './seed-news';
import { seedColumnsAndPlayers } from './seed-columns-players';
import { generateShops } from './seed-shops';
import { generateActivities } from './seed-activities';
import { seedRankings } from './seed-rankings';
import { alignSeededCards, generateCards } from './seed-cards';
import { seedCardActivity } from './seed-card-activity';
import { seedSocial } from './seed-social';
import { seedItems } from './seed-items';
import { seedGifts } from './seed-gifts';
import { loadSeedCopy, type SeedCopy } from './seed-copy';

export interface SeedData {
  countries: CountryRecord[];
  members: MemberRecord[];
  news: NewsRecord[];
  shops: ShopRecord[];
}

export interface SeedOptions {
  /** Same seed (on the same day), same data. */
  seed: number;
  /** Base path media URLs start with: the site's base in the browser, "/" in node. */
  mediaBase: string;
  /** Current time (default: now); dates count back from the start of its UTC day. */
  now?: number;
}

/**
 * The base data of a seed, computed without touching the database (pure, so it can be compared).
 * `copy`: the hand-written copy, as `loadSeedCopy` reads it.
 */
export function generateSeedData({ seed, mediaBase, now = Date.now(), copy }: SeedOptions & { copy: SeedCopy }): SeedData {
  const reference = referenceDay(now);
  return {
    countries: COUNTRIES.map((country) => ({ ...country })),
    members: generateMembers(seed, reference),
    news: generateNews(copy.news, seed, reference, mediaBase),
    shops: generateShops(copy.shops, seed, reference, mediaBase),
  };
}

/**
 * Empties the database, inserts the seed's base data, then applies the scenario's overrides.
 * `scenario` is a scenario or its name.
 */
export async function seedDatabase(options: SeedOptions & { scenario: Scenario | string }): Promise<void> {
  const now = options.now ?? Date.now();
  const scenario = typeof options.scenario === 'string' ? getScenario(options.scenario) : options.scenario;
  // The copy first: if a file fails to load, the database is left as it was.
  const copy = await loadSeedCopy();
  const data = generateSeedData({ ...options, now, copy });
  clearDatabase();
  // One by one, in order: records keep the seed's order, whatever the schema validation awaits.
  for (const country of data.countries) await db.countries.create(country);
  for (const member of data.members) await db.members.create(member);
  for (const item of data.news) await db.news.create(item);
  for (const shop of data.shops) await db.shops.create(shop);
  // Areas seeded from the base data (activities, rankings, ...) add one line each here, after the shops they refer to.
  await seedColumnsAndPlayers(db, { seed: options.seed, now, mediaBase: options.mediaBase, copies: copy.columns });
  for (const activity of generateActivities(copy.activities, options.seed, referenceDay(now), options.mediaBase, data.shops)) {
    await db.activities.create(activity);
  }
  for (const card of generateCards(options.seed, data.members, options.mediaBase)) await db.cards.create(card);
  await seedRankings(db, { seed: options.seed, now, mediaBase: options.mediaBase });
  const areaOptions = { seed: options.seed, now, mediaBase: options.mediaBase };
  // Every member gets a main card; cards show their holder's portrait and count at least the months' games.
  await alignSeededCards(db, areaOptions);
  // Recent games, award records and loose cards; then friendships and award messages (who met whom).
  await seedCardActivity(db, areaOptions);
  await seedSocial(db, areaOptions);
  // The item catalogue and what members own; then gifts and requests between friends.
  await seedItems(db, areaOptions);
  await seedGifts(db, areaOptions);
  await scenario.override?.({ db, seed: options.seed, now, mediaBase: options.mediaBase });
}

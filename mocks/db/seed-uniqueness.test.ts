import { describe, expect, it } from 'vitest';
import { PLAYER_PORTRAIT_COUNT } from '../media/columns-players-images';
import { resetFakeBackend } from '../node';
import { db } from './collections';
import { COUNTRY_ID } from './countries';
import { LISTED_PLAYERS_PER_COUNTRY } from './seed-columns-players';

/** The values that occur more than once, with their counts. */
const repeated = (values: readonly string[]): Array<[string, number]> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1);
};

const firstPicture = (picture: string | null): string => (JSON.parse(picture ?? '[]') as Array<{ url: string }>)[0]?.url ?? '';

describe.each([1, 2, 3])('the default scenario with seed %i', (seed) => {
  const perCountry = <Row extends { countryId: number }>(rows: readonly Row[], value: (row: Row) => string) =>
    Object.entries(COUNTRY_ID).map(([code, countryId]) => [code, repeated(rows.filter((row) => row.countryId === countryId).map(value))]);
  const none = Object.keys(COUNTRY_ID).map((code) => [code, []]);

  it('gives every player of a country a portrait of their own', async () => {
    await resetFakeBackend({ seed });
    expect(PLAYER_PORTRAIT_COUNT).toBeGreaterThanOrEqual(LISTED_PLAYERS_PER_COUNTRY);
    expect(perCountry(db.players.all(), (player) => firstPicture(player.picture))).toEqual(none);
  });

  it('gives no two members the same portrait', async () => {
    await resetFakeBackend({ seed });
    const portraits = db.members.all().flatMap((member) => (member.portrait ? [member.portrait] : []));
    expect(portraits.length).toBeGreaterThan(50);
    expect(repeated(portraits)).toEqual([]);
  });

  it('never repeats a title of news, columns or activities, nor a shop name, in a country', async () => {
    await resetFakeBackend({ seed });
    expect(perCountry(db.news.all(), (item) => item.title)).toEqual(none);
    expect(perCountry(db.columns.all(), (column) => column.title)).toEqual(none);
    expect(perCountry(db.activities.all(), (activity) => activity.title)).toEqual(none);
    expect(perCountry(db.shops.all(), (shop) => shop.shopName)).toEqual(none);
  });

  it('pins five different notices in every country', async () => {
    await resetFakeBackend({ seed });
    for (const countryId of Object.values(COUNTRY_ID)) {
      const pinned = db.news
        .all()
        .filter((item) => item.countryId === countryId && item.type === 6)
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 5);
      expect(new Set(pinned.map((item) => item.title)).size, `country ${countryId}`).toBe(5);
    }
  });

  it('shows each banner picture once in a carousel', async () => {
    await resetFakeBackend({ seed });
    const shown = db.banners.all().filter((banner) => banner.status === 1);
    expect(perCountry(shown, (banner) => `${banner.type} ${banner.image}`)).toEqual(none);
  });
});

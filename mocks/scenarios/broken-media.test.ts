import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { mediaPathsOf, missingFiles } from '../db/media-paths';
import { resetFakeBackend } from '../node';
import { MISSING_MEDIA_FOLDER } from './broken-media';

describe('the broken-media scenario', () => {
  it('points pictures of every kind at files public/ does not have, and only those', async () => {
    expect(existsSync(fileURLToPath(new URL(`../../public/${MISSING_MEDIA_FOLDER}`, import.meta.url)))).toBe(false);
    await resetFakeBackend({ scenario: 'broken-media' });
    const paths = mediaPathsOf(db);
    expect(missingFiles(paths).every((entry) => entry.startsWith(`/${MISSING_MEDIA_FOLDER}`))).toBe(true);
    const broken = [...paths].filter(([path]) => path.startsWith(`/${MISSING_MEDIA_FOLDER}`));
    const kinds = new Set(broken.flatMap(([, where]) => where.map((place) => place.slice(0, place.indexOf('[')))));
    expect([...kinds].sort()).toEqual([
      'activities', 'banners', 'cards', 'columns', 'items', 'members', 'news', 'players', 'shops',
    ]);
  });

  it('breaks in each country the newest news, the second newest shop and the first player', async () => {
    await resetFakeBackend({ scenario: 'broken-media' });
    const broken = (url: string | null | undefined) => Boolean(url?.startsWith(`/${MISSING_MEDIA_FOLDER}`));
    for (const { countryId } of db.countries.all()) {
      const news = db.news.findMany((q) => q.where({ countryId })).sort((a, b) => b.date.localeCompare(a.date));
      expect(news.map((item) => broken(item.img)).slice(0, 2), `news of ${countryId}`).toEqual([true, false]);
      const shops = db.shops.findMany((q) => q.where({ countryId })).sort((a, b) => b.createdAt - a.createdAt);
      expect(shops.map((shop) => broken(shop.shopImg)).slice(0, 3), `shops of ${countryId}`).toEqual([false, true, false]);
      const first = db.players.findFirst((q) => q.where({ countryId, sort: 1 }))!;
      expect(broken((JSON.parse(first.picture!) as Array<{ url: string }>)[0]!.url)).toBe(true);
    }
    const demo = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
    expect(broken(demo.portrait)).toBe(true);
    expect(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).every((card) => broken(card.portrait))).toBe(true);
  });
});

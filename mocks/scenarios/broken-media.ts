import { COUNTRIES } from '../db/countries';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { compareColumnsNewestFirst } from '../rules/columns';
import { compareNewestFirst } from '../rules/news';
import { compareNewestShopFirst } from '../rules/shops';
import { SESSION_IDLE_LIMIT_MS } from '../rules/sessions';
import type { Scenario, ScenarioContext } from './scenario';

/** A folder public/ never has: every picture the scenario breaks points into it. */
export const MISSING_MEDIA_FOLDER = 'media/missing/';

/** The first URL of a comma-separated list replaced by `url`. */
const replaceFirst = (list: string, url: string): string => [url, ...list.split(',').slice(1)].join(',');

/** The first entry of a JSON list of `{uid, url}` (player pictures and darts) pointed at `url`. */
const replaceFirstPicture = (json: string | null, url: string): string | null => {
  const pictures = JSON.parse(json ?? 'null') as Array<{ uid: string; url: string }> | null;
  return pictures?.[0] ? JSON.stringify([{ ...pictures[0], url }, ...pictures.slice(1)]) : json;
};

/**
 * Where a first visit meets a broken picture: in every country the newest news and column, the
 * second newest shop, the first player and the first home banner; every fifth activity and item;
 * the demo member and every third member's portrait (and their cards').
 */
async function breakPictures({ db, mediaBase }: ScenarioContext): Promise<void> {
  const missing = (name: string) => `${mediaBase}${MISSING_MEDIA_FOLDER}${name}`;

  for (const { countryId } of COUNTRIES) {
    const news = db.news.findMany((q) => q.where({ countryId })).sort(compareNewestFirst)[0];
    if (news) {
      await db.news.update((q) => q.where({ id: news.id }), { data: (item) => void (item.img = missing(`news-${news.id}.jpg`)) });
    }

    const column = db.columns.findMany((q) => q.where({ countryId })).sort(compareColumnsNewestFirst)[0];
    if (column) {
      await db.columns.update((q) => q.where({ id: column.id }), {
        data: (item) => void (item.thumbnail = missing(`column-${column.id}.jpg`)),
      });
    }

    const shop = db.shops.findMany((q) => q.where({ countryId })).sort(compareNewestShopFirst)[1];
    if (shop) {
      await db.shops.update((q) => q.where({ shopId: shop.shopId }), {
        data: (item) => void (item.shopImg = missing(`shop-${shop.shopId}.jpg`)),
      });
    }

    const player = db.players.findMany((q) => q.where({ countryId })).sort((a, b) => a.sort - b.sort)[0];
    if (player) {
      await db.players.update((q) => q.where({ id: player.id }), {
        data(item) {
          item.picture = replaceFirstPicture(item.picture, missing(`player-${player.id}.jpg`));
          item.dartImg = replaceFirstPicture(item.dartImg, missing(`dart-${player.id}.jpg`));
        },
      });
    }

    const banner = db.banners.findMany((q) => q.where({ countryId, type: 0, status: 1 })).sort((a, b) => a.sort - b.sort)[0];
    if (banner) {
      await db.banners.update((q) => q.where({ id: banner.id }), {
        data: (item) => void (item.image = missing(`banner-${banner.id}.jpg`)),
      });
    }
  }

  await db.activities.updateMany((q) => q.where({ id: (id) => id % 5 === 0 }), {
    data(item) {
      item.thumbnail = missing(`activity-${item.id}-thumb.jpg`);
      item.picture = replaceFirst(item.picture, missing(`activity-${item.id}.jpg`));
    },
  });
  await db.items.updateMany((q) => q.where({ id: (id) => id % 5 === 0 }), {
    data: (item) => void (item.previewImg = replaceFirst(item.previewImg, missing(`item-${item.id}.jpg`))),
  });

  const portraitOf = (memberId: number) => missing(`portrait-${memberId}.jpg`);
  const faces = await db.members.updateMany(
    (q) => q.where((member) => (member.memberId === DEMO_MEMBER_ID || member.memberId % 3 === 0) && Boolean(member.portrait)),
    { data: (member) => void (member.portrait = portraitOf(member.memberId)) },
  );
  const brokenFaces = new Set(faces.map((member) => member.memberId));
  // Cards show their holder's portrait (the carousel, card lists, recent games).
  await db.cards.updateMany((q) => q.where({ memberId: (memberId) => brokenFaces.has(memberId) }), {
    data: (card) => void (card.portrait = portraitOf(card.memberId)),
  });
}

/** The default content with some pictures pointing at missing files: the portal's fallback images must take over. */
export const brokenMediaScenario: Scenario = {
  name: 'broken-media',
  description:
    'the default content, with some pictures (news, columns, shops, players, banners, activities, items, portraits) missing',
  sessionIdleLimitMs: SESSION_IDLE_LIMIT_MS,
  override: breakPictures,
};

import { Collection } from '@msw/data';
import {
  activityRecordSchema,
  awardMessageRecordSchema,
  bannerRecordSchema,
  cardAwardRecordSchema,
  cardRecordSchema,
  columnRecordSchema,
  countryRecordSchema,
  friendshipRecordSchema,
  gameRecordSchema,
  giftRecordSchema,
  giftRequestRecordSchema,
  itemRecordSchema,
  itemSettingRecordSchema,
  itemTemplateRecordSchema,
  loginFailureRecordSchema,
  looseCardRecordSchema,
  memberMonthRecordSchema,
  memberRecordSchema,
  newsRecordSchema,
  outboxRecordSchema,
  ownedItemRecordSchema,
  playerRecordSchema,
  shopRecordSchema,
  uploadRecordSchema,
} from './schemas';
import { SessionStore } from './session-store';

export type { SessionRecord } from './session-store';

/** The fake backend's data, one collection per kind of record. Seeded by `seedDatabase`. */
export const db = {
  banners: new Collection({ schema: bannerRecordSchema }),
  columns: new Collection({ schema: columnRecordSchema }),
  players: new Collection({ schema: playerRecordSchema }),
  countries: new Collection({ schema: countryRecordSchema }),
  members: new Collection({ schema: memberRecordSchema }),
  loginFailures: new Collection({ schema: loginFailureRecordSchema }),
  news: new Collection({ schema: newsRecordSchema }),
  shops: new Collection({ schema: shopRecordSchema }),
  activities: new Collection({ schema: activityRecordSchema }),
  outbox: new Collection({ schema: outboxRecordSchema }),
  cards: new Collection({ schema: cardRecordSchema }),
  memberMonths: new Collection({ schema: memberMonthRecordSchema }),
  looseCards: new Collection({ schema: looseCardRecordSchema }),
  games: new Collection({ schema: gameRecordSchema }),
  cardAwards: new Collection({ schema: cardAwardRecordSchema }),
  friendships: new Collection({ schema: friendshipRecordSchema }),
  awardMessages: new Collection({ schema: awardMessageRecordSchema }),
  uploads: new Collection({ schema: uploadRecordSchema }),
  items: new Collection({ schema: itemRecordSchema }),
  ownedItems: new Collection({ schema: ownedItemRecordSchema }),
  itemSettings: new Collection({ schema: itemSettingRecordSchema }),
  itemTemplates: new Collection({ schema: itemTemplateRecordSchema }),
  gifts: new Collection({ schema: giftRecordSchema }),
  giftRequests: new Collection({ schema: giftRequestRecordSchema }),
};

/** The live sessions: kept apart from `db`, whose collections scan on every lookup. */
export const sessions = new SessionStore();

export type Database = typeof db;
export type CollectionName = keyof Database;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
  sessions.clear();
}

import { Collection } from '@msw/data';
import {
  countryRecordSchema,
  loginFailureRecordSchema,
  memberRecordSchema,
  newsRecordSchema,
  sessionRecordSchema,
  shopRecordSchema,
} from './schemas';

/** The fake backend's data, one collection per kind of record. Seeded by `seedDatabase`. */
export const db = {
  countries: new Collection({ schema: countryRecordSchema }),
  members: new Collection({ schema: memberRecordSchema }),
  sessions: new Collection({ schema: sessionRecordSchema }),
  loginFailures: new Collection({ schema: loginFailureRecordSchema }),
  news: new Collection({ schema: newsRecordSchema }),
  shops: new Collection({ schema: shopRecordSchema }),
};

export type Database = typeof db;
export type CollectionName = keyof Database;

export function clearDatabase(): void {
  for (const collection of Object.values(db)) collection.clear();
}

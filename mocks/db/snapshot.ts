import { clearDatabase, db, sessions, type CollectionName } from './collections';

/**
 * Bump when a record schema changes, or the seed fills a collection it left empty (7: friendships
 * and award messages; recent games, award records, loose cards and every member's main card), so
 * stale saved data is reseeded instead of loaded.
 */
export const SNAPSHOT_VERSION = 7;

export interface DatabaseSnapshot {
  version: number;
  collections: Record<CollectionName, unknown[]>;
  sessions: unknown[];
}

const COLLECTION_NAMES = Object.keys(db) as CollectionName[];

/** Every record as plain JSON-safe data (no relations are used, so records are plain objects). */
export function exportDatabase(): DatabaseSnapshot {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, db[name].all().map((record) => ({ ...record }))]),
  ) as Record<CollectionName, unknown[]>;
  return { version: SNAPSHOT_VERSION, collections, sessions: sessions.all() };
}

/** Any collection: its create() validates against the record schema, so a corrupt snapshot throws. */
interface Creatable {
  create(initialValues: never): Promise<unknown>;
}

async function fill(collection: Creatable, records: readonly unknown[]): Promise<void> {
  for (const record of records) await collection.create(record as never);
}

/** Replaces the database with a snapshot; throws (leaving it empty) when the snapshot does not fit. */
export async function importDatabase(snapshot: DatabaseSnapshot): Promise<void> {
  if (snapshot.version !== SNAPSHOT_VERSION) throw new Error(`snapshot version ${snapshot.version} is not ${SNAPSHOT_VERSION}`);
  // A snapshot saved before a collection existed would leave that area empty: reseed instead.
  const missing = COLLECTION_NAMES.filter((name) => !(name in snapshot.collections));
  if (missing.length > 0) throw new Error(`snapshot lacks ${missing.join(', ')}`);
  clearDatabase();
  for (const name of COLLECTION_NAMES) await fill(db[name], snapshot.collections[name] ?? []);
  sessions.load(snapshot.sessions ?? []);
}

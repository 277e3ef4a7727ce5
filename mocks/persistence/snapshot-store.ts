/** What the browser keeps of one seed and scenario: the database as JSON text, and the media base it was made for. */
export interface StoredData {
  mediaBase: string;
  /** `JSON.stringify` of a `DatabaseSnapshot` (mocks/db/snapshot.ts). */
  snapshot: string;
}

/**
 * Where the fake backend's data is kept, one entry per key (seed and scenario). Every write and
 * every clear bumps the key's revision, and a revision never goes back (not even after a clear),
 * so a tab that compares it with the revision it last loaded or wrote knows whether another tab
 * changed the data since. The browser's store is IndexedDB (indexeddb-store.ts); tests use
 * `createMemoryStore`.
 */
export interface SnapshotStore {
  /** The key's revision: 0 when nothing was ever written. */
  revision(key: string): Promise<number>;
  read(key: string): Promise<{ revision: number; data: StoredData | null }>;
  /** Keeps `data` under `key`; resolves with the new revision once it is stored. */
  write(key: string, data: StoredData): Promise<number>;
  /** Drops the key's data; resolves with the new revision. */
  clear(key: string): Promise<number>;
}

/** A store in memory: what IndexedDB does, for unit tests (several "tabs" may share one). */
export function createMemoryStore(): SnapshotStore {
  const revisions = new Map<string, number>();
  const entries = new Map<string, StoredData>();
  const bump = (key: string) => {
    const next = (revisions.get(key) ?? 0) + 1;
    revisions.set(key, next);
    return next;
  };
  return {
    revision: async (key) => revisions.get(key) ?? 0,
    read: async (key) => ({ revision: revisions.get(key) ?? 0, data: entries.has(key) ? { ...entries.get(key)! } : null }),
    write: async (key, data) => {
      entries.set(key, { ...data });
      return bump(key);
    },
    clear: async (key) => {
      entries.delete(key);
      return bump(key);
    },
  };
}

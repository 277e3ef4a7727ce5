import type { SnapshotStore, StoredData } from './snapshot-store';

const DATABASE_NAME = 'fake-backend';
/** Small and read before every call: kept apart from the data, which is read only when it changed. */
const REVISIONS = 'revisions';
const SNAPSHOTS = 'snapshots';

const settled = <Value>(request: IDBRequest<Value>): Promise<Value> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });

const openDatabase = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = factory.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(REVISIONS);
      request.result.createObjectStore(SNAPSHOTS);
    };
    request.onsuccess = () => {
      const database = request.result;
      // A later version (opened by a newer build in another tab) must not wait for this one.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });

/** The browser's `SnapshotStore`: IndexedDB, shared by every tab of the origin. Rejects when IndexedDB is unavailable. */
export async function openIndexedDbStore(factory: IDBFactory = indexedDB): Promise<SnapshotStore> {
  const database = await openDatabase(factory);

  /** Bumps the key's revision and applies `change` in one transaction: two tabs never get the same revision. */
  const bump = async (key: string, change: (snapshots: IDBObjectStore) => void): Promise<number> => {
    const transaction = database.transaction([REVISIONS, SNAPSHOTS], 'readwrite');
    const done = committed(transaction);
    // Awaited below; a failed read must not also leave it rejected and unheard.
    done.catch(() => undefined);
    const revisions = transaction.objectStore(REVISIONS);
    const next = ((await settled<number | undefined>(revisions.get(key))) ?? 0) + 1;
    revisions.put(next, key);
    change(transaction.objectStore(SNAPSHOTS));
    await done;
    return next;
  };

  return {
    async revision(key) {
      const transaction = database.transaction(REVISIONS, 'readonly');
      return (await settled<number | undefined>(transaction.objectStore(REVISIONS).get(key))) ?? 0;
    },
    async read(key) {
      const transaction = database.transaction([REVISIONS, SNAPSHOTS], 'readonly');
      const [revision, data] = await Promise.all([
        settled<number | undefined>(transaction.objectStore(REVISIONS).get(key)),
        settled<StoredData | undefined>(transaction.objectStore(SNAPSHOTS).get(key)),
      ]);
      return { revision: revision ?? 0, data: data ?? null };
    },
    write: (key, data) => bump(key, (snapshots) => snapshots.put(data, key)),
    clear: (key) => bump(key, (snapshots) => snapshots.delete(key)),
  };
}

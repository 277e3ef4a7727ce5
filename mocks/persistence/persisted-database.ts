import type { DatabasePort } from './database-port';
import type { SnapshotStore } from './snapshot-store';

export interface PersistOptions {
  store: SnapshotStore;
  /** One seed and scenario: each keeps its own data (see `dataKey`). */
  key: string;
  /** Kept with the data: media URLs in it start with it, so data made for another base is reseeded. */
  mediaBase: string;
  database: DatabasePort;
  /** Tells the other copies that the key's data changed (a BroadcastChannel in the browser). */
  announce?: (key: string) => void;
  /** This copy's data was replaced by another's: what shows it (the dev toolbar) redraws. */
  onReplaced?: () => void;
  /** How long taking another copy's data waits for this copy's calls still being answered. */
  idleTimeoutMs?: number;
  warn?: (message: string, error: unknown) => void;
  /**
   * Runs the save of freshly seeded data; by default at once, before `start` settles. The browser
   * defers it to an idle moment: a first visit then answers its first calls without first writing
   * 600 kB to IndexedDB (a seed gives the same data again, so nothing is lost meanwhile).
   */
  keepSeeded?: (save: () => Promise<void>) => Promise<void>;
}

/** The fake backend's data, kept in a store of the origin (see `persistDatabase`). */
export interface PersistedDatabase {
  /** Loads the kept data, or seeds afresh and keeps that when there is none (or none that fits). */
  start(): Promise<'restored' | 'seeded'>;
  /** Before call `id` is answered: takes the data another copy changed since. Never rejects. */
  callStarted(id: string): Promise<void>;
  /** Call `id` was answered: keeps what it changed. Ids that `callStarted` never saw are ignored. */
  callEnded(id: string): void;
  /** Keeps this copy's changes, or takes another's; true when this copy's data was replaced. Never rejects. */
  sync(): Promise<boolean>;
  /** Drops the key's kept data and stops keeping this copy's (the next start seeds afresh). */
  reset(): Promise<void>;
}

/** The store's key of a seed and scenario. */
export const dataKey = ({ scenario, seed }: { scenario: string; seed: number }): string => `${scenario}:${seed}`;

/**
 * Keeps the fake backend's data across reloads and the browser's restarts of its service worker.
 * One worker serves every tab, but two may run at once for a moment (a new build's worker takes
 * over while the old one finishes its calls), each with its copy in memory, so the copies are kept
 * in step through the store: a copy is written after each call that changed it, and before
 * answering a call the store's revision is compared with the one the copy matches, and the newer
 * data loaded when the other wrote since. Calls still being answered finish on the old copy
 * first. Two copies changing data at the same moment: the last write wins.
 */
export function persistDatabase(options: PersistOptions): PersistedDatabase {
  const { store, key, mediaBase, database, announce = () => undefined, onReplaced = () => undefined } = options;
  const idleTimeoutMs = options.idleTimeoutMs ?? 5_000;
  const keepSeeded = options.keepSeeded ?? ((save: () => Promise<void>) => save());
  const warn = options.warn ?? ((message: string, error: unknown) => console.warn(`[fake backend] ${message}`, error));

  /** The store's revision that this copy's data matches. */
  let revision = 0;
  let stopped = false;
  const answering = new Set<string>();
  let idleWaiters: Array<() => void> = [];

  // One store operation at a time: a load never runs in the middle of a write of the same copy.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <Result>(task: () => Promise<Result>): Promise<Result> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };

  /**
   * Settles once no call of this copy is being answered. A call whose end never came (msw reports
   * no end for a handler that threw) is given up after `idleTimeoutMs`, so it stalls nothing twice.
   */
  const idle = (): Promise<void> =>
    answering.size === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          const timer = setTimeout(() => {
            answering.clear();
            idleWaiters = idleWaiters.filter((waiter) => waiter !== done);
            resolve();
          }, idleTimeoutMs);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          idleWaiters.push(done);
        });

  const write = async (): Promise<void> => {
    revision = await store.write(key, { mediaBase, snapshot: await database.save() });
    announce(key);
  };

  const adopt = async (stored: Awaited<ReturnType<SnapshotStore['read']>>): Promise<'restored' | 'seeded'> => {
    if (stored.data && stored.data.mediaBase === mediaBase) {
      try {
        await database.load(stored.data.snapshot);
        database.takeChanges();
        revision = stored.revision;
        return 'restored';
      } catch (error) {
        warn('the kept data could not be loaded; seeding afresh', error);
      }
    }
    await database.seed();
    database.takeChanges();
    await keepSeeded(write);
    return 'seeded';
  };

  const syncNow = async (): Promise<boolean> => {
    if (stopped) return false;
    if (database.takeChanges()) {
      await write();
      return false;
    }
    if ((await store.revision(key)) === revision) return false;
    await idle();
    // The calls just answered may have changed the data too: the last write wins.
    if (stopped) return false;
    if (database.takeChanges()) {
      await write();
      return false;
    }
    await adopt(await store.read(key));
    onReplaced();
    return true;
  };

  const sync = (): Promise<boolean> =>
    serially(() =>
      syncNow().catch((error: unknown) => {
        // The data stays usable in memory; the next call tries again.
        warn('the data could not be kept in step with the browser storage', error);
        return false;
      }),
    );

  return {
    start: () => serially(async () => adopt(await store.read(key))),
    async callStarted(id) {
      await sync();
      answering.add(id);
    },
    callEnded(id) {
      // Not a call (a page asset, say): nothing it could have changed.
      if (!answering.delete(id)) return;
      if (answering.size === 0) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
      void sync();
    },
    sync,
    reset: () =>
      serially(async () => {
        stopped = true;
        await store.clear(key);
        announce(key);
      }),
  };
}

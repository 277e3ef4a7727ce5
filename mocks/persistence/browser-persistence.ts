import { fakeBackendDatabase } from './database-port';
import { openIndexedDbStore } from './indexeddb-store';
import { dataKey, persistDatabase, type PersistedDatabase } from './persisted-database';

/** Tells a newer or older service worker of the origin (an update in progress) that a key's data changed. */
const CHANNEL_NAME = 'fake-backend:data';

export interface KeptData {
  /**
   * Settles once the data is in, saying where it came from: the browser's storage, a fresh seed
   * now kept, or a fresh seed kept nowhere (no IndexedDB).
   */
  started: Promise<'restored' | 'seeded' | 'seeded, not kept'>;
  /** Before call `id` is answered: the data is in, and up to date with the browser's storage. */
  callStarted(id: string): Promise<void>;
  /** Call `id` was answered: keeps what it changed. */
  callEnded(id: string): void;
  /** Drops the kept data of this seed and scenario (the next start seeds afresh). */
  reset(): Promise<void>;
  /** Stops watching the database: another seed or scenario takes it over. */
  dispose(): void;
}

/** Saves in the worker's next quiet moment, after the first answers (a seed gives the same data again meanwhile). */
const keepSoon = (save: () => Promise<void>): Promise<void> => {
  setTimeout(() => void save().catch((error: unknown) => console.warn('[fake backend] the seeded data could not be kept', error)), 0);
  return Promise.resolve();
};

/**
 * Loads the data of a seed and scenario that the browser kept (IndexedDB), or seeds and keeps it
 * (persisted-database.ts). Only the browser keeps data: Node (tests, `mock:serve`) always starts
 * from the seed. `onReplaced`: the data was replaced by what another worker of the origin kept.
 */
export function keepDataInBrowser(
  choice: { scenario: string; seed: number },
  mediaBase: string,
  { onReplaced = () => undefined }: { onReplaced?: () => void } = {},
): KeptData {
  const key = dataKey(choice);
  const database = fakeBackendDatabase({ ...choice, mediaBase });
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;

  let persisted: PersistedDatabase | null = null;
  const start = async (): Promise<Awaited<KeptData['started']>> => {
    try {
      persisted = persistDatabase({
        store: await openIndexedDbStore(),
        key,
        mediaBase,
        database,
        announce: (changed) => channel?.postMessage(changed),
        keepSeeded: keepSoon,
        onReplaced,
      });
      return await persisted.start();
    } catch (error) {
      console.warn('[fake backend] the browser cannot keep the data (IndexedDB); it lasts until the worker stops', error);
      persisted = null;
      channel?.close();
      await database.seed();
      return 'seeded, not kept';
    }
  };
  const started = start().then((origin) => {
    if (persisted && channel) {
      const kept = persisted;
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (event.data === key) void kept.sync();
      };
    }
    return origin;
  });

  return {
    started,
    async callStarted(id) {
      await started;
      await persisted?.callStarted(id);
    },
    callEnded: (id) => persisted?.callEnded(id),
    reset: () => started.then(() => persisted?.reset()),
    dispose() {
      database.dispose();
      channel?.close();
    },
  };
}

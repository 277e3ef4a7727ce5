import { http, type HttpHandler } from 'msw';
import { ANSWERED_PATH } from '../browser-only/answered-paths';
import { fakeBackendDatabase } from './database-port';
import { openIndexedDbStore } from './indexeddb-store';
import { dataKey, persistDatabase, type PersistedDatabase } from './persisted-database';

/** Tells the other tabs of the origin that a key's data changed, so their dev toolbar redraws without waiting for a call. */
const CHANNEL_NAME = 'fake-backend:data';


export interface KeptData {
  /**
   * Settles once the data is in, saying where it came from: the browser's storage, a fresh seed
   * now kept, or a fresh seed kept nowhere (no IndexedDB).
   */
  started: Promise<'restored' | 'seeded' | 'seeded, not kept'>;
  /**
   * Goes first in the worker's handlers: a call waits for the data to be in, then brings it up to
   * date; it answers nothing itself. So the worker can start while the data loads.
   */
  handler: HttpHandler;
  /** For msw's `request:end`: keeps what the call changed. */
  callEnded(requestId: string): void;
  /** Calls `listener` when another tab's data replaced this tab's; returns the unsubscribe. */
  onReplaced(listener: () => void): () => void;
  /** Drops the kept data of this seed and scenario (the page reloads next). */
  reset(): Promise<void>;
}

/** Saves in the browser's next idle moment (within 3 s), after the page's first answers. */
const keepWhenIdle = (save: () => Promise<void>): Promise<void> => {
  const run = () => void save().catch((error: unknown) => console.warn('[fake backend] the seeded data could not be kept', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3_000 });
  else setTimeout(run, 0);
  return Promise.resolve();
};

/**
 * Loads the data of a seed and scenario that the browser kept (IndexedDB), or seeds and keeps it,
 * and keeps every tab's copy in step from then on (persisted-database.ts). Only the browser keeps
 * data: Node (tests, `mock:serve`) always starts from the seed.
 */
export function keepDataInBrowser(choice: { scenario: string; seed: number }, mediaBase: string): KeptData {
  const key = dataKey(choice);
  const database = fakeBackendDatabase({ ...choice, mediaBase });
  const listeners = new Set<() => void>();
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
        keepSeeded: keepWhenIdle,
        onReplaced: () => {
          for (const listener of listeners) listener();
        },
      });
      return await persisted.start();
    } catch (error) {
      console.warn('[fake backend] the browser cannot keep the data (IndexedDB); it lasts until the page closes', error);
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
    handler: http.all(ANSWERED_PATH, async ({ requestId }) => {
      await started;
      await persisted?.callStarted(requestId);
      // No response: msw goes on to the handler that answers the call.
    }),
    callEnded: (requestId) => persisted?.callEnded(requestId),
    onReplaced(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => started.then(() => persisted?.reset()),
  };
}

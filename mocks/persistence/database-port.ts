import { resetBackend, restoreBackend } from '../backend';
import { db, sessions } from '../db/collections';
import { exportDatabase, importDatabase, type DatabaseSnapshot } from '../db/snapshot';

/** The fake backend's data as persisted-database.ts sees it: saved and loaded as text, reseeded, watched for changes. */
export interface DatabasePort {
  /** Whether anything worth keeping changed since the previous call (the first call: since the port was made). */
  takeChanges(): boolean;
  /** The whole database (records and sessions) as JSON text. */
  save(): Promise<string>;
  /** Replaces the database with saved text; rejects, leaving it to be reseeded, when the text does not fit (an older snapshot version). */
  load(text: string): Promise<void>;
  /** Seeds the database afresh for the port's seed and scenario. */
  seed(): Promise<void>;
}

/**
 * A call made with a token moves its session's last use to now. Saving the whole database for
 * that alone on every member call would be wasteful: the last use is kept to the minute, which is
 * nothing against the sessions' 2 idle hours.
 */
export const SESSION_USE_GRAIN_MS = 60_000;

const sessionsFingerprint = (): string =>
  sessions
    .all()
    .map((session) => `${session.token}@${Math.floor(session.lastSeenAt / SESSION_USE_GRAIN_MS)}`)
    .join(' ');

type Hook = 'create' | 'update' | 'delete';
/** Any collection's hooks: the collections' record types differ, the events listened to do not matter here. */
interface Hooks {
  on(type: Hook, listener: () => void): unknown;
  removeListener(type: Hook, listener: () => void): void;
}
const HOOKS: readonly Hook[] = ['create', 'update', 'delete'];

/**
 * The fake backend's database (mocks/db/collections.ts) behind a `DatabasePort`. Changes are seen
 * through the collections' hooks (every write of the handlers goes through create, update and
 * delete) and a look at the sessions, which are no collection. Loading and seeding go through
 * the backend's reset, so calls wait for them (`backend.ready`).
 */
export function fakeBackendDatabase(choice: { scenario: string; seed: number; mediaBase: string }): DatabasePort & { dispose(): void } {
  let changed = false;
  let sessionsSeen = sessionsFingerprint();
  const markChanged = () => {
    changed = true;
  };
  const allHooks = Object.values(db).map((collection) => collection.hooks as unknown as Hooks);
  const watch = () => {
    for (const hooks of allHooks) for (const hook of HOOKS) hooks.on(hook, markChanged);
  };
  const unwatch = () => {
    for (const hooks of allHooks) for (const hook of HOOKS) hooks.removeListener(hook, markChanged);
  };
  /**
   * Seeding and loading replace everything, so they count as one change, not 1,400: a collection
   * with a listener emits an awaited event on every create, which was a good part of a first
   * visit's seeding on a phone.
   */
  const replacing = async (replace: () => Promise<void>): Promise<void> => {
    unwatch();
    try {
      await replace();
    } finally {
      watch();
      changed = true;
    }
  };
  watch();

  return {
    takeChanges() {
      const sessionsNow = sessionsFingerprint();
      const result = changed || sessionsNow !== sessionsSeen;
      changed = false;
      sessionsSeen = sessionsNow;
      return result;
    },
    // In the demo's service worker, off every page's main thread: one task for the whole text is fine.
    save: async () => JSON.stringify(exportDatabase()),
    load: (text) => replacing(() => restoreBackend(choice, () => importDatabase(JSON.parse(text) as DatabaseSnapshot))),
    seed: () => replacing(() => resetBackend(choice)),
    dispose: unwatch,
  };
}

import { backend, resetBackend, restoreBackend } from './backend';
import { createDataSwitch, type DataSwitch } from './data-switch';
import { exportDatabase, importDatabase, type DatabaseSnapshot } from './db/snapshot';
import { dataKey } from './persistence/persisted-database';

/**
 * What `mock:serve` keeps of the scenarios and seeds it has left, in memory: a client that comes
 * back to one finds it as it left it (its registrations, its sessions). Cleared when a server starts.
 */
const leftData = new Map<string, DatabaseSnapshot>();

const keyInMemory = (): string => dataKey({ scenario: backend.scenario.name, seed: backend.seed });

/**
 * The Node realm's data switch (the HTTP server's): one database, so one switch however many
 * servers a process starts. What is in memory is read from the backend's own state, so a reset
 * made elsewhere (a provider state, a test's reset) never leaves the switch believing other data is in.
 */
export const serverData: DataSwitch = createDataSwitch({
  holds: (choice) => dataKey(choice) === keyInMemory(),
  async bringIn(choice) {
    // A reset that failed left nothing worth keeping; the switch still brings the next data in.
    await backend.ready.catch(() => undefined);
    leftData.set(keyInMemory(), exportDatabase());
    const kept = leftData.get(dataKey(choice));
    leftData.delete(dataKey(choice));
    // The snapshot's records become the live ones: it is taken out, and a fresh one made on leaving.
    await (kept ? restoreBackend({ ...choice, mediaBase: backend.mediaBase }, () => importDatabase(kept)) : resetBackend(choice));
  },
});

/** Forgets the data kept of other scenarios: a server starts on fresh data. */
export const forgetLeftData = (): void => leftData.clear();

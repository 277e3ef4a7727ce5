import { afterEach, describe, expect, it } from 'vitest';
import { backend } from '../backend';
import { db, sessions } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { fakeBackendDatabase, SESSION_USE_GRAIN_MS } from './database-port';
import { exportDatabase } from '../db/snapshot';

let port: ReturnType<typeof fakeBackendDatabase> | null = null;
const open = () => {
  port = fakeBackendDatabase({ scenario: 'default', seed: 1, mediaBase: '/' });
  return port;
};

afterEach(() => {
  port?.dispose();
  port = null;
});

const rename = (nickname: string) =>
  db.members.update((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
    data(member) {
      member.nickname = nickname;
    },
  });
const demoNickname = () => db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))?.nickname;

describe("the fake backend's database as persistence sees it", () => {
  it('sees every write of a collection, once', async () => {
    const database = open();
    expect(database.takeChanges()).toBe(false);

    await rename('Renamed');
    expect(database.takeChanges()).toBe(true);
    expect(database.takeChanges()).toBe(false);

    db.outbox.delete((q) => q.where(() => true));
    db.friendships.delete((q) => q.where(() => true));
    expect(database.takeChanges()).toBe(true);
  });

  it('sees a login and a logout, and a session used again only once a minute', () => {
    const start = 10 * SESSION_USE_GRAIN_MS;
    const database = open();
    const session = sessions.open(DEMO_MEMBER_ID, start, 'token-1');
    expect(database.takeChanges()).toBe(true);

    sessions.touch(session, start + 1_000);
    expect(database.takeChanges()).toBe(false);
    sessions.touch(session, start + SESSION_USE_GRAIN_MS);
    expect(database.takeChanges()).toBe(true);

    sessions.end('token-1');
    expect(database.takeChanges()).toBe(true);
  });

  it('loads what it saved, through JSON, and the calls wait for the load', async () => {
    const database = open();
    const saved = await database.save();
    expect(saved).toBe(JSON.stringify(exportDatabase()));
    await rename('Renamed');

    const readyBefore = backend.ready;
    const loading = database.load(saved);
    // Calls wait for backend.ready: it is the load's from the moment the load starts.
    expect(backend.ready).not.toBe(readyBefore);
    await backend.ready;
    expect(demoNickname()).not.toBe('Renamed');
    await loading;
    expect(await database.save()).toBe(saved);
  });

  it('refuses text of another snapshot version, and seeds afresh', async () => {
    const database = open();
    const seeded = demoNickname();
    const saved = JSON.parse(await database.save()) as { version: number };
    await expect(database.load(JSON.stringify({ ...saved, version: 0 }))).rejects.toThrow(/version/);

    await rename('Renamed');
    await database.seed();
    expect(demoNickname()).toBe(seeded);
  });

  it('counts a seed as one change, without listening to each of its records', async () => {
    const database = open();
    const listeners = () => db.news.hooks.listenerCount('create');
    const watching = listeners();
    const seeding = database.seed();
    expect(listeners()).toBe(watching - 1);
    await seeding;
    expect(listeners()).toBe(watching);
    expect(database.takeChanges()).toBe(true);
    expect(database.takeChanges()).toBe(false);
  });

  it('stops watching once disposed', async () => {
    const database = open();
    database.dispose();
    await rename('Renamed');
    expect(database.takeChanges()).toBe(false);
  });
});

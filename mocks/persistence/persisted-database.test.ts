import { describe, expect, it, vi } from 'vitest';
import type { DatabasePort } from './database-port';
import { dataKey, persistDatabase, type PersistOptions } from './persisted-database';
import { createMemoryStore, type SnapshotStore } from './snapshot-store';

/** One tab's copy of the data: a list of member names, seeded with the demo member. */
class FakeDatabase implements DatabasePort {
  members: string[] = [];
  #changed = false;
  seeds = 0;
  loads = 0;

  register(name: string) {
    this.members = [...this.members, name];
    this.#changed = true;
  }

  takeChanges() {
    const changed = this.#changed;
    this.#changed = false;
    return changed;
  }

  async save() {
    return JSON.stringify({ version: 1, members: this.members });
  }

  async load(text: string) {
    const snapshot = JSON.parse(text) as { version: number; members: string[] };
    if (snapshot.version !== 1) throw new Error('old snapshot');
    this.loads += 1;
    this.members = snapshot.members;
    this.#changed = true;
  }

  async seed() {
    this.seeds += 1;
    this.members = ['demo'];
    this.#changed = true;
  }
}

const KEY = dataKey({ scenario: 'default', seed: 1 });

/** A tab: its own copy of the data, kept in the shared store. */
function openTab(store: SnapshotStore, options: Partial<PersistOptions> = {}) {
  const database = new FakeDatabase();
  const persisted = persistDatabase({ store, key: KEY, mediaBase: '/', database, warn: vi.fn(), ...options });
  let next = 0;
  /** What msw does around a call: the persistence's hooks before and after the handler. */
  const call = async (handle: () => void = () => undefined) => {
    const id = `call-${(next += 1)}`;
    await persisted.callStarted(id);
    handle();
    persisted.callEnded(id);
    await persisted.sync();
  };
  return { database, persisted, call };
}

describe('the fake backend data kept in the browser', () => {
  it('seeds and keeps the data on a first visit, and loads it on the next (a reload)', async () => {
    const store = createMemoryStore();
    const first = openTab(store);
    expect(await first.persisted.start()).toBe('seeded');
    await first.call(() => first.database.register('newdarter'));

    const reloaded = openTab(store);
    expect(await reloaded.persisted.start()).toBe('restored');
    expect(reloaded.database.seeds).toBe(0);
    expect(reloaded.database.members).toEqual(['demo', 'newdarter']);
  });

  it('with the save of a seed deferred (the browser: to an idle moment), starts without it and keeps the data once it runs', async () => {
    const store = createMemoryStore();
    const deferred: Array<() => Promise<void>> = [];
    const first = openTab(store, {
      keepSeeded: (save) => {
        deferred.push(save);
        return Promise.resolve();
      },
    });
    expect(await first.persisted.start()).toBe('seeded');
    expect(await store.revision(KEY)).toBe(0);
    // A call before the save: answered from the seed, nothing to take from the store.
    await first.call();
    expect(first.database.seeds).toBe(1);

    await deferred[0]!();
    const reloaded = openTab(store);
    expect(await reloaded.persisted.start()).toBe('restored');
    expect(reloaded.database.members).toEqual(['demo']);
  });

  it('keeps every seed and scenario apart', async () => {
    const store = createMemoryStore();
    const tab = openTab(store);
    await tab.persisted.start();
    await tab.call(() => tab.database.register('newdarter'));

    const other = openTab(store, { key: dataKey({ scenario: 'default', seed: 2 }) });
    expect(await other.persisted.start()).toBe('seeded');
    expect(other.database.members).toEqual(['demo']);
    const empty = openTab(store, { key: dataKey({ scenario: 'empty', seed: 1 }) });
    expect(await empty.persisted.start()).toBe('seeded');
  });

  it('writes only after a call that changed something', async () => {
    const store = createMemoryStore();
    const tab = openTab(store);
    await tab.persisted.start();
    const seeded = await store.revision(KEY);
    await tab.call();
    await tab.call();
    expect(await store.revision(KEY)).toBe(seeded);
    await tab.call(() => tab.database.register('newdarter'));
    expect(await store.revision(KEY)).toBe(seeded + 1);
  });

  it("answers a tab's call with what another tab changed before, and tells the tab's toolbar", async () => {
    const store = createMemoryStore();
    const announce = vi.fn();
    const onReplaced = vi.fn();
    const a = openTab(store, { announce });
    const b = openTab(store, { onReplaced });
    await a.persisted.start();
    await b.persisted.start();

    await a.call(() => a.database.register('newdarter'));
    expect(announce).toHaveBeenLastCalledWith(KEY);
    expect(b.database.members).toEqual(['demo']);

    let seenByB: string[] = [];
    await b.call(() => (seenByB = b.database.members));
    expect(seenByB).toEqual(['demo', 'newdarter']);
    expect(onReplaced).toHaveBeenCalledTimes(1);

    // And back: what b changes, a answers with.
    await b.call(() => b.database.register('second'));
    let seenByA: string[] = [];
    await a.call(() => (seenByA = a.database.members));
    expect(seenByA).toEqual(['demo', 'newdarter', 'second']);
  });

  it('lets the calls a tab is answering finish on its copy before it loads another tab’s', async () => {
    const store = createMemoryStore();
    const a = openTab(store);
    const b = openTab(store);
    await a.persisted.start();
    await b.persisted.start();

    await b.persisted.callStarted('slow');
    await a.call(() => a.database.register('newdarter'));
    const loadsBefore = b.database.loads;
    let loaded = false;
    const next = b.persisted.callStarted('next').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    expect(b.database.loads).toBe(loadsBefore);

    b.persisted.callEnded('slow');
    await next;
    expect(b.database.members).toEqual(['demo', 'newdarter']);
  });

  it('gives up waiting for a call whose end never comes', async () => {
    const store = createMemoryStore();
    const a = openTab(store);
    const b = openTab(store, { idleTimeoutMs: 20 });
    await a.persisted.start();
    await b.persisted.start();
    await b.persisted.callStarted('lost');
    await a.call(() => a.database.register('newdarter'));

    await b.persisted.callStarted('next');
    expect(b.database.members).toEqual(['demo', 'newdarter']);
  });

  it('reset drops the kept data: the page seeds afresh, another tab too at its next call', async () => {
    const store = createMemoryStore();
    const a = openTab(store);
    const b = openTab(store);
    await a.persisted.start();
    await b.persisted.start();
    await a.call(() => a.database.register('newdarter'));

    await a.persisted.reset();
    // A call a ends after the reset keeps nothing: the page is reloading.
    await a.call(() => a.database.register('late'));
    expect((await store.read(KEY)).data).toBeNull();

    const reloaded = openTab(store);
    expect(await reloaded.persisted.start()).toBe('seeded');
    expect(reloaded.database.members).toEqual(['demo']);
    let seenByB: string[] = [];
    await b.call(() => (seenByB = b.database.members));
    expect(seenByB).toEqual(['demo']);
  });

  it('b seeds afresh when a reset left nothing kept, and the reloaded tab takes that', async () => {
    const store = createMemoryStore();
    const a = openTab(store);
    const b = openTab(store);
    await a.persisted.start();
    await b.persisted.start();
    await b.call(() => b.database.register('newdarter'));
    await a.persisted.reset();

    await b.call();
    expect(b.database.members).toEqual(['demo']);
    expect(b.database.seeds).toBe(1);
    const reloaded = openTab(store);
    expect(await reloaded.persisted.start()).toBe('restored');
  });

  it('seeds afresh over kept data it cannot load (an older snapshot) or made for another media base', async () => {
    const store = createMemoryStore();
    await store.write(KEY, { mediaBase: '/', snapshot: JSON.stringify({ version: 0, members: ['old'] }) });
    const warn = vi.fn();
    const tab = openTab(store, { warn });
    expect(await tab.persisted.start()).toBe('seeded');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be loaded/), expect.any(Error));
    expect(JSON.parse((await store.read(KEY)).data!.snapshot)).toEqual({ version: 1, members: ['demo'] });

    const elsewhere = openTab(store, { mediaBase: '/demo/' });
    expect(await elsewhere.persisted.start()).toBe('seeded');
    expect((await store.read(KEY)).data?.mediaBase).toBe('/demo/');
  });

  it('keeps answering from memory when the storage fails, and keeps the change at the next call that works', async () => {
    const store = createMemoryStore();
    const warn = vi.fn();
    const tab = openTab(store, { warn });
    await tab.persisted.start();
    const write = vi.spyOn(store, 'write').mockRejectedValueOnce(new Error('QuotaExceededError'));

    await tab.call(() => tab.database.register('newdarter'));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be kept/), expect.any(Error));
    expect(tab.database.members).toEqual(['demo', 'newdarter']);

    write.mockRestore();
    await tab.call(() => tab.database.register('second'));
    const reloaded = openTab(store);
    await reloaded.persisted.start();
    expect(reloaded.database.members).toEqual(['demo', 'newdarter', 'second']);
  });
});

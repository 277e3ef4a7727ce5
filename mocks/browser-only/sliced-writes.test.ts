import { describe, expect, it } from 'vitest';
import { sliceWrites } from './sliced-writes';

/** A collection whose create records the order of events; a fake clock advanced by each create. */
function setUp() {
  const events: string[] = [];
  let clock = 0;
  const collection = {
    async create(value: never) {
      clock += 3;
      events.push(`create ${String(value)}`);
      return value;
    },
  };
  const pause = async () => {
    events.push('yield');
  };
  return { events, collection, now: () => clock, pause };
}

describe('sliceWrites', () => {
  it('gives the thread back before a write once the slice is used up, and not before', async () => {
    const { events, collection, now, pause } = setUp();
    sliceWrites([collection], 8, now, pause);
    for (const value of [1, 2, 3, 4, 5, 6]) await collection.create(value as never);
    // 3 ms a write: the fourth starts 9 ms into the slice, the seventh would start 9 ms into the next.
    expect(events).toEqual(['create 1', 'create 2', 'create 3', 'yield', 'create 4', 'create 5', 'create 6']);
  });

  it('puts the collections back as they were', async () => {
    const { events, collection, now, pause } = setUp();
    const original = collection.create;
    const undo = sliceWrites([collection], 1, now, pause);
    expect(collection.create).not.toBe(original);
    undo();
    expect(collection.create).toBe(original);
    for (const value of [1, 2, 3]) await collection.create(value as never);
    expect(events).not.toContain('yield');
  });
});

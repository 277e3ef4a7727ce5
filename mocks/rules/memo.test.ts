import { describe, expect, it } from 'vitest';
import { groupBy, indexBy, memoOnSources, sameSources } from './memo';

describe('sameSources', () => {
  const a = { id: 1 };
  const b = { id: 2 };

  it('holds for equal values and lists of the same records in the same order', () => {
    expect(sameSources([3, 'x', [a, b]], [3, 'x', [a, b]])).toBe(true);
  });

  it('fails for another value, another length, another order or a replaced record', () => {
    expect(sameSources([3, [a]], [4, [a]])).toBe(false);
    expect(sameSources([[a]], [[a, b]])).toBe(false);
    expect(sameSources([[a, b]], [[b, a]])).toBe(false);
    expect(sameSources([[a, b]], [[a, { id: 2 }]])).toBe(false);
  });
});

describe('memoOnSources', () => {
  it('derives once while the sources stay the same, again after any change', () => {
    const records = [{ id: 1 }, { id: 2 }];
    let generation = 1;
    let derived = 0;
    const total = memoOnSources(
      () => [generation, records],
      () => {
        derived += 1;
        return records.reduce((sum, record) => sum + record.id, 0);
      },
    );

    expect([total(), total(), total()]).toEqual([3, 3, 3]);
    expect(derived).toBe(1);

    records.push({ id: 4 }); // a record added to the live list
    expect(total()).toBe(7);
    records[0] = { id: 10 }; // a record replaced, as an update does
    expect(total()).toBe(16);
    generation += 1; // a reseed
    expect(total()).toBe(16);
    records.splice(1, 1); // a record removed
    expect(total()).toBe(14);
    expect(derived).toBe(5);
    expect(total()).toBe(14);
    expect(derived).toBe(5);
  });
});

describe('indexBy', () => {
  it('maps each key to its first item, as findFirst answers', () => {
    const index = indexBy(
      [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
        { id: 1, name: 'c' },
      ],
      (item) => item.id,
    );
    expect(index.get(1)?.name).toBe('a');
    expect(index.get(2)?.name).toBe('b');
    expect(index.get(3)).toBeUndefined();
  });
});

describe('groupBy', () => {
  it('groups by key and keeps the order of the items', () => {
    const groups = groupBy(
      [
        { id: 1, countryId: 617 },
        { id: 2, countryId: 208 },
        { id: 3, countryId: 617 },
      ],
      (item) => item.countryId,
    );
    expect(groups.get(617)?.map((item) => item.id)).toEqual([1, 3]);
    expect(groups.get(208)?.map((item) => item.id)).toEqual([2]);
    expect(groups.get(1)).toBeUndefined();
  });
});

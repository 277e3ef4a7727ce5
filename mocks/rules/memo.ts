/**
 * Values the fake backend derives from its data (a ranking, an id map) and keeps until the data
 * changes, instead of recomputing them on every request.
 *
 * "The data changed" is read from the sources themselves, not from a promise of the code that
 * writes: a source is either a plain value (compared with Object.is, e.g. the backend's reset
 * generation) or a record list as `collection.all()` returns it. @msw/data keeps that list live
 * and replaces a record object on every update, so a list that still has the same length and
 * the same record objects, one by one, holds the same data. Checking that costs one comparison
 * per record, far less than any query.
 */

export type MemoSource = readonly unknown[] | string | number | boolean | null | undefined;

const snapshotOf = (sources: readonly MemoSource[]): MemoSource[] =>
  sources.map((source) => (Array.isArray(source) ? source.slice() : source));

const sameSource = (previous: MemoSource, current: MemoSource): boolean => {
  if (!Array.isArray(previous) || !Array.isArray(current)) return Object.is(previous, current);
  if (previous.length !== current.length) return false;
  for (let index = 0; index < current.length; index += 1) {
    if (previous[index] !== current[index]) return false;
  }
  return true;
};

/** True when every source is what it was in the snapshot (same values, same records in the same order). */
export const sameSources = (snapshot: readonly MemoSource[], sources: readonly MemoSource[]): boolean =>
  snapshot.length === sources.length && sources.every((source, index) => sameSource(snapshot[index], source));

/**
 * A getter of `derive()`'s value that calls `derive` again only when a source changed since the
 * last call. `sources` is read on every call, so it must be cheap (`collection.all()` is).
 */
export function memoOnSources<Value>(sources: () => readonly MemoSource[], derive: () => Value): () => Value {
  let snapshot: MemoSource[] | null = null;
  let value: Value;
  return () => {
    const current = sources();
    if (snapshot === null || !sameSources(snapshot, current)) {
      value = derive();
      snapshot = snapshotOf(current);
    }
    return value;
  };
}

/** An id → record map of a record list, for lookups that would otherwise scan the list per row. */
export const indexBy = <Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item> => {
  const index = new Map<Key, Item>();
  for (const item of items) {
    const key = keyOf(item);
    if (!index.has(key)) index.set(key, item); // the first wins, as findFirst would answer
  }
  return index;
};

/** Items grouped by key, each group in the items' order (as a `findMany` by that key would list them). */
export const groupBy = <Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> => {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

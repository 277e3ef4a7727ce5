/** The arrow keys that move a roving focus one item on, and one item back. */
export interface RovingKeys {
  next: readonly string[];
  previous: readonly string[];
}

/**
 * Where a key moves a roving focus among `count` items (a chart's points, an accordion's
 * headers) from `index`: one on or back by the given arrow keys, stopping at the ends, Home to the
 * first, End to the last; null for any other key, which the item then handles as usual.
 */
export const rovingIndex = (key: string, index: number, count: number, keys: RovingKeys): number | null => {
  const last = count - 1;
  if (keys.next.includes(key)) return Math.min(last, index + 1);
  if (keys.previous.includes(key)) return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
};

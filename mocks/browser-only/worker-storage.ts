/**
 * msw's core keeps a cookie store in `localStorage` and refuses to load without one; a service
 * worker has none. The fake backend sets no cookies (the token travels in a header), so the store
 * lives in memory. Imported first by fake-backend-worker.ts, before msw's modules run.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

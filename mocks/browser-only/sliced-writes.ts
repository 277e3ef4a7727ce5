/** What slicing needs of a collection: its create, which every write of seeding and loading goes through. */
interface Creating {
  create(...args: never[]): Promise<unknown>;
}

type Yield = () => Promise<void>;

/**
 * A new task without the 4 ms clamp nested timeouts get: `scheduler.yield()` where the browser has
 * it (Chromium), else a message to ourselves.
 */
export const yieldToBrowser: Yield = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};

/**
 * Makes the collections' writes give the main thread back every `sliceMs`: seeding (about 1,400
 * records) or loading the kept data was one task of 600 ms on Lighthouse's phone, every tap on the
 * page waiting behind it (decision 026). A write yields before it runs once the current slice is
 * used up, so the work is the same, cut in tasks the page's own work and input fit between.
 * Returns the undo. Browser only: Node's tests and `mock:serve` have no page to keep responsive.
 */
export function sliceWrites(collections: readonly Creating[], sliceMs: number, now: () => number = () => performance.now(), pause: Yield = yieldToBrowser): () => void {
  let sliceStart = now();
  const undo = collections.map((collection) => {
    const create = collection.create;
    collection.create = async function (this: Creating, ...args: never[]) {
      if (now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = now();
      }
      return create.apply(this, args);
    } as Creating['create'];
    return () => {
      collection.create = create;
    };
  });
  return () => undo.forEach((restore) => restore());
}

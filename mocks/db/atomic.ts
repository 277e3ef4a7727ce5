import { db, type CollectionName } from './collections';

let queue: Promise<unknown> = Promise.resolve();

/**
 * A write that touches several collections (register: member, card and the code it uses up; buy:
 * debit and grant; gift: debit, box and grant), applied all or nothing. The named collections are
 * copied first and put back as they were if the write throws. Atomic writes run one at a time,
 * so a rollback never undoes another atomic write that slipped in between its awaits.
 */
export function writeAtomically<Result>(names: readonly CollectionName[], write: () => Promise<Result>): Promise<Result> {
  const run = async (): Promise<Result> => {
    const saved = names.map((name) => [name, db[name].all().map((record) => ({ ...record }))] as const);
    try {
      return await write();
    } catch (error) {
      for (const [name, records] of saved) {
        db[name].clear();
        for (const record of records) await db[name].create(record as never);
      }
      throw error;
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

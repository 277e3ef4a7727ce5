import { describe, expect, it } from 'vitest';
import { db, sessions } from './collections';
import { exportDatabase, importDatabase } from './snapshot';

describe('database snapshots', () => {
  it('restore exactly what was exported, through JSON', async () => {
    sessions.open(10001, 1, 'abc');
    const snapshot = JSON.parse(JSON.stringify(exportDatabase()));
    db.news.clear();
    sessions.clear();

    await importDatabase(snapshot);

    expect(exportDatabase()).toEqual(snapshot);
    expect(sessions.findActive('abc', 2, 60_000)).toMatchObject({ memberId: 10001 });
  });

  it('refuses a snapshot of another version', async () => {
    await expect(importDatabase({ ...exportDatabase(), version: 0 })).rejects.toThrow(/version/);
  });
});

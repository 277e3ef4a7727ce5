import { describe, expect, it } from 'vitest';
import { db } from './collections';
import { exportDatabase, importDatabase } from './snapshot';

describe('database snapshots', () => {
  it('restore exactly what was exported, through JSON', async () => {
    await db.sessions.create({ token: 'abc', memberId: 10001, createdAt: 1, lastSeenAt: 2 });
    const snapshot = JSON.parse(JSON.stringify(exportDatabase()));
    db.news.clear();
    db.sessions.clear();

    await importDatabase(snapshot);

    expect(exportDatabase()).toEqual(snapshot);
    expect(db.sessions.findFirst((q) => q.where({ token: 'abc' }))).toMatchObject({ memberId: 10001 });
  });

  it('refuses a snapshot of another version', async () => {
    await expect(importDatabase({ ...exportDatabase(), version: 0 })).rejects.toThrow(/version/);
  });
});

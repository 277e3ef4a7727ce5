import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_IMAGE_BYTES } from '../rules/limits';
import { uploadUrl } from '../rules/uploads';
import { db } from './collections';
import { DEMO_MEMBER_ID } from './demo-member';
import { exportDatabase, importDatabase } from './snapshot';
import { fitSnapshotToStorage, STORAGE_BUDGET_CHARS } from './snapshot-storage';

const hex = (n: number) => n.toString(16).padStart(32, '0');
const base64Chars = (bytes: number) => Math.ceil(bytes / 3) * 4;

async function addUpload(n: number, memberId: number, bytes: number, createdAt: number): Promise<string> {
  await db.uploads.create({ id: hex(n), memberId, mediaType: 'image/png', data: 'A'.repeat(base64Chars(bytes)), createdAt });
  return uploadUrl('http://localhost', hex(n), 'image/png');
}

async function usePortrait(memberId: number, url: string): Promise<void> {
  await db.members.update((q) => q.where({ memberId }), { data: (member) => void (member.portrait = url) });
  await db.cards.updateMany((q) => q.where({ memberId }), { data: (card) => void (card.portrait = url) });
}

describe('fitSnapshotToStorage', () => {
  it('saves the seeded data with a portrait of the full 2 MB within the budget', async () => {
    const url = await addUpload(1, DEMO_MEMBER_ID, MAX_UPLOAD_IMAGE_BYTES, 1);
    await usePortrait(DEMO_MEMBER_ID, url);
    const snapshot = exportDatabase();
    const fitted = fitSnapshotToStorage(snapshot);
    expect(fitted).toBe(snapshot);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(STORAGE_BUDGET_CHARS);
  });

  it('keeps portraits in use first and then the newest; a portrait left out shows none after the reload', async () => {
    await addUpload(1, DEMO_MEMBER_ID + 2, 300_000, 1);
    const inUse = await addUpload(2, DEMO_MEMBER_ID + 1, 300_000, 2);
    await addUpload(3, DEMO_MEMBER_ID + 3, 300_000, 3);
    const older = await addUpload(4, DEMO_MEMBER_ID, 300_000, 0);
    await usePortrait(DEMO_MEMBER_ID + 1, inUse);
    // The data without its uploads, and room for so many uploads beside it.
    const room = (uploads: number) => {
      const snapshot = exportDatabase();
      const base = JSON.stringify({ ...snapshot, collections: { ...snapshot.collections, uploads: [] } }).length;
      return base + uploads * (base64Chars(300_000) + 200);
    };

    // Room for two: the portrait in use, then the newest upload.
    const budget = room(2);
    const two = fitSnapshotToStorage(exportDatabase(), budget);
    expect(JSON.stringify(two).length).toBeLessThanOrEqual(budget);
    expect((two.collections.uploads as { id: string }[]).map((upload) => upload.id).sort()).toEqual([hex(2), hex(3)]);

    // Room for one, two portraits in use: the older one goes, and its member shows none after the reload.
    await usePortrait(DEMO_MEMBER_ID, older);
    await importDatabase(fitSnapshotToStorage(exportDatabase(), room(1)));
    expect(db.uploads.all().map((upload) => upload.id)).toEqual([hex(2)]);
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID + 1 }))!.portrait).toBe(inUse);
    expect(db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.portrait).toBeUndefined();
    expect(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).every((card) => card.portrait === '')).toBe(true);
  });
});

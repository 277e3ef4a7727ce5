import { uploadIdOfStoredUrl } from '../rules/uploads';
import type { CardRecord, MemberRecord, UploadRecord } from './schemas';
import type { DatabaseSnapshot } from './snapshot';

/**
 * What the browser may save of the fake data (sessionStorage, see browser.ts): browsers keep about
 * 5 million characters an origin. The seeded data takes well under one million; the rest is
 * room for uploaded images (base64), so a portrait of the full 2 MB (about 2.8 million
 * characters) survives a reload.
 */
export const STORAGE_BUDGET_CHARS = 4_500_000;

/**
 * The snapshot within `budget` characters of JSON: uploads in use as a portrait first, then the
 * newest, as many as fit; the others are left out. A member whose portrait is left out shows no
 * portrait after the reload (member and cards), rather than a broken image.
 */
export function fitSnapshotToStorage(snapshot: DatabaseSnapshot, budget: number = STORAGE_BUDGET_CHARS): DatabaseSnapshot {
  const uploads = snapshot.collections.uploads as UploadRecord[];
  if (uploads.length === 0) return snapshot;
  const withoutUploads = { ...snapshot, collections: { ...snapshot.collections, uploads: [] } };
  let room = budget - JSON.stringify(withoutUploads).length;

  const members = snapshot.collections.members as MemberRecord[];
  const inUse = new Set(members.flatMap((member) => uploadIdOfStoredUrl(member.portrait) ?? []));
  const byPriority = [...uploads].sort((a, b) => Number(inUse.has(b.id)) - Number(inUse.has(a.id)) || b.createdAt - a.createdAt);
  const kept = new Set<string>();
  for (const upload of byPriority) {
    // The record and the comma that separates it from the next one.
    const size = JSON.stringify(upload).length + 1;
    if (size > room) continue;
    kept.add(upload.id);
    room -= size;
  }
  if (kept.size === uploads.length) return snapshot;

  const lost = (url: string | undefined) => {
    const id = uploadIdOfStoredUrl(url);
    return id !== null && !kept.has(id);
  };
  const cards = snapshot.collections.cards as CardRecord[];
  return {
    ...snapshot,
    collections: {
      ...snapshot.collections,
      members: members.map((member) => (lost(member.portrait) ? { ...member, portrait: undefined } : member)),
      cards: cards.map((card) => (lost(card.portrait) ? { ...card, portrait: '' } : card)),
      uploads: uploads.filter((upload) => kept.has(upload.id)),
    },
  };
}

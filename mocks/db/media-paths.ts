import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './collections';

/**
 * What the seeded records make a page ask the server for, checked against public/. Node only:
 * for tests of the seed and its scenarios.
 */

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));

/** A site path to a file a page would fetch: an image, a clip, a sound or a PDF. */
const MEDIA_PATH = /(?<![\w.:/])\/[\w./-]+\.(?:svg|png|jpe?g|gif|webp|avif|mp4|webm|wav|mp3|ogg|pdf)\b/gi;

/**
 * Every media path the records of `db` name, with where each one sits: a field of its own, a
 * JSON text (player pictures), a comma-separated list (activity pictures) or operator HTML (news
 * bodies). Paths are those of a site served at "/".
 */
export function mediaPathsOf(db: Database): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      for (const [path] of value.matchAll(MEDIA_PATH)) found.set(path, [...(found.get(path) ?? []), where]);
    } else if (Array.isArray(value)) value.forEach((entry, index) => visit(entry, `${where}[${index}]`));
    else if (value && typeof value === 'object') for (const [key, entry] of Object.entries(value)) visit(entry, `${where}.${key}`);
  };
  for (const [name, collection] of Object.entries(db)) collection.all().forEach((record, index) => visit(record, `${name}[${index}]`));
  return found;
}

/** The paths with no file under public/, each as "path (how often×, e.g. where)". */
export const missingFiles = (paths: Map<string, string[]>): string[] =>
  [...paths]
    .filter(([path]) => !existsSync(`${PUBLIC}${decodeURIComponent(path.slice(1))}`))
    .map(([path, where]) => `${path} (${where.length}×, e.g. ${where[0]})`);

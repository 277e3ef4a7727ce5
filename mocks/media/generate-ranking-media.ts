/**
 * Writes the rankings' local media into public/: player portraits (public/media/avatars) and the
 * app-download picture (public/media/app). Deterministic: running it again gives identical files.
 *
 *   npx tsx mocks/media/generate-ranking-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appDownloadPhone, AVATAR_FILES, avatar, defaultAvatar } from './avatars';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

function write(relativePath: string, content: string): void {
  const target = `${publicDir}${relativePath}`;
  mkdirSync(target.slice(0, target.lastIndexOf('/')), { recursive: true });
  writeFileSync(target, content);
  console.log(`wrote public/${relativePath}`);
}

for (const file of AVATAR_FILES) write(`media/avatars/${file}.svg`, avatar(file));
write('media/avatars/default.svg', defaultAvatar());
write('media/app/download-phone.svg', appDownloadPhone());

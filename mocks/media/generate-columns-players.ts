/**
 * Writes the banner, darts column and player media into public/media/{banners,columns,players}/.
 * Deterministic: running it again gives byte-identical files (checked by columns-players-images.test.ts).
 *
 *   npx tsx mocks/media/generate-columns-players.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { columnsPlayersMedia } from './columns-players-images';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
for (const [path, content] of columnsPlayersMedia()) {
  const target = `${publicDir}${path}`;
  mkdirSync(target.slice(0, target.lastIndexOf('/')), { recursive: true });
  writeFileSync(target, content);
  console.log(`wrote public/${path}`);
}

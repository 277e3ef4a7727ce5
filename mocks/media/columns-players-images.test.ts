import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { columnsPlayersMedia } from './columns-players-images';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const REGENERATE = 'public/ is stale: run `npx tsx mocks/media/generate-columns-players.ts`';

describe('banner, column and player media in public/', () => {
  it('matches the generator, file by file, and every file differs', () => {
    const media = columnsPlayersMedia();
    expect(new Set(media.map(([, content]) => content)).size).toBe(media.length);
    for (const [path, content] of media) {
      expect(readFileSync(join(publicDir, path), 'utf8'), `${path}: ${REGENERATE}`).toBe(content);
    }
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appDownloadPhone, AVATAR_COUNT, AVATAR_FILES, avatar, defaultAvatar } from './avatars';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const published = (path: string) => readFileSync(join(publicDir, path), 'utf8');
const REGENERATE = 'public/ is stale: run `npx tsx mocks/media/generate-ranking-media.ts`';

describe('ranking media in public/', () => {
  it(`has ${AVATAR_COUNT} distinct portraits and a default one, as generated`, () => {
    expect(new Set(AVATAR_FILES.map(avatar)).size).toBe(AVATAR_COUNT);
    for (const file of AVATAR_FILES) expect(published(`media/avatars/${file}.svg`), REGENERATE).toBe(avatar(file));
    expect(published('media/avatars/default.svg'), REGENERATE).toBe(defaultAvatar());
  });

  it('has the app-download picture, as generated', () => {
    expect(published('media/app/download-phone.svg'), REGENERATE).toBe(appDownloadPhone());
  });
});

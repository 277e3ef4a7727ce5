import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../db/countries';
import { flag } from './flags';
import { ALL_NEWS_IMAGE_FILES, newsDefaultIllustration, newsIllustration } from './illustrations';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const published = (path: string) => readFileSync(join(publicDir, path), 'utf8');
const REGENERATE = 'public/ is stale: run `npx tsx mocks/media/generate-media.ts`';

describe('local media in public/', () => {
  it('has twelve distinct news illustrations, as generated', () => {
    expect(new Set(ALL_NEWS_IMAGE_FILES.map(newsIllustration)).size).toBe(12);
    for (const file of ALL_NEWS_IMAGE_FILES) {
      expect(published(`media/news/${file}.svg`), REGENERATE).toBe(newsIllustration(file));
    }
    expect(published('media/news-default.svg'), REGENERATE).toBe(newsDefaultIllustration());
  });

  it('has a flag per country, as generated', () => {
    for (const { countryCode } of COUNTRIES) {
      expect(published(`flags/${countryCode}.svg`), REGENERATE).toBe(flag(countryCode));
    }
  });
});

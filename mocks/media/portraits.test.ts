import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_COUNT, portrait, portraitFile } from './portraits';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/portraits');

describe('member card portraits in public/media/portraits', () => {
  it('has every portrait, distinct and as generated', () => {
    const all = Array.from({ length: PORTRAIT_COUNT }, (_, index) => portrait(index));
    expect(new Set(all).size).toBe(PORTRAIT_COUNT);
    all.forEach((svg, index) => {
      expect(readFileSync(join(folder, portraitFile(index)), 'utf8'), 'run `npx tsx mocks/media/generate-portraits.ts`').toBe(svg);
    });
  });
});

/**
 * Writes the member card portraits into public/media/portraits/. Deterministic: running it
 * again gives byte-identical files (checked by portraits.test.ts).
 *
 *   npx tsx mocks/media/generate-portraits.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PORTRAIT_COUNT, portrait, portraitFile } from './portraits';

const folder = fileURLToPath(new URL('../../public/media/portraits/', import.meta.url));
mkdirSync(folder, { recursive: true });
for (let index = 0; index < PORTRAIT_COUNT; index += 1) {
  writeFileSync(`${folder}${portraitFile(index)}`, portrait(index));
  console.log(`wrote public/media/portraits/${portraitFile(index)}`);
}

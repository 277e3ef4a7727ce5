import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MACHINE_TYPES, machineIcon, SHOP_IMAGE_FILES, shopDefaultIllustration, shopIllustration } from './shop-images';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const published = (path: string) => readFileSync(join(publicDir, path), 'utf8');
const REGENERATE = 'public/ is stale: run `npx tsx mocks/media/generate-media.ts`';

describe('shop media in public/', () => {
  it('has six distinct venue illustrations and the default image, as generated', () => {
    expect(new Set(SHOP_IMAGE_FILES.map(shopIllustration)).size).toBe(6);
    for (const file of SHOP_IMAGE_FILES) {
      expect(published(`media/shops/${file}.svg`), REGENERATE).toBe(shopIllustration(file));
    }
    expect(published('media/shop-default.svg'), REGENERATE).toBe(shopDefaultIllustration());
  });

  it('has an icon per machine type, as generated', () => {
    expect(machineIcon('A1')).not.toBe(machineIcon('W1'));
    for (const type of MACHINE_TYPES) expect(published(`media/machines/${type}.svg`), REGENERATE).toBe(machineIcon(type));
  });
});

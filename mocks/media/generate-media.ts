/**
 * Writes the fake backend's local media into public/: news illustrations, the news fallback
 * image and the country flags. Deterministic: running it again gives byte-identical files.
 *
 *   npx tsx mocks/media/generate-media.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from '../db/countries';
import { flag } from './flags';
import { ACTIVITY_IMAGE_FILES, activityImage } from './activity-images';
import { ALL_NEWS_IMAGE_FILES, newsDefaultIllustration, newsIllustration } from './illustrations';
import { MACHINE_TYPES, machineIcon, SHOP_IMAGE_FILES, shopDefaultIllustration, shopIllustration } from './shop-images';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

function write(relativePath: string, content: string): void {
  const target = `${publicDir}${relativePath}`;
  mkdirSync(target.slice(0, target.lastIndexOf('/')), { recursive: true });
  writeFileSync(target, content);
  console.log(`wrote public/${relativePath}`);
}

for (const file of ALL_NEWS_IMAGE_FILES) write(`media/news/${file}.svg`, newsIllustration(file));
write('media/news-default.svg', newsDefaultIllustration());
for (const country of COUNTRIES) write(`flags/${country.countryCode}.svg`, flag(country.countryCode));
for (const file of SHOP_IMAGE_FILES) write(`media/shops/${file}.svg`, shopIllustration(file));
write('media/shop-default.svg', shopDefaultIllustration());
for (const type of MACHINE_TYPES) write(`media/machines/${type}.svg`, machineIcon(type));
for (const file of ACTIVITY_IMAGE_FILES) for (const size of ['thumb', 'picture'] as const) write(`media/activities/${file}-${size}.svg`, activityImage(file, size));

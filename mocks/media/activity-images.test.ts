import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_IMAGE_FILES, activityImage, activityImagesFor } from './activity-images';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');

describe('activity pictures in public/media/activities/', () => {
  it('has a thumbnail and a picture per drawing, as generated', () => {
    for (const file of ACTIVITY_IMAGE_FILES) {
      for (const size of ['thumb', 'picture'] as const) {
        expect(readFileSync(join(publicDir, `media/activities/${file}-${size}.svg`), 'utf8'), 'run `npx tsx mocks/media/generate-media.ts`').toBe(
          activityImage(file, size),
        );
      }
    }
  });

  it('offers pictures of both kinds', () => {
    expect(activityImagesFor(0).length).toBeGreaterThan(1);
    expect(activityImagesFor(1).length).toBeGreaterThan(1);
  });
});

import { describe, expect, it } from 'vitest';
import { resetFakeBackend } from '../node';
import { db } from './collections';
import { mediaPathsOf, missingFiles } from './media-paths';

describe('the media of the default scenario', () => {
  it.each([1, 2, 3])('are all files of public/ with seed %i', async (seed) => {
    await resetFakeBackend({ seed });
    const paths = mediaPathsOf(db);
    // Enough to know the walk reaches every kind of record that shows media.
    expect(paths.size).toBeGreaterThan(100);
    expect(missingFiles(paths)).toEqual([]);
  });
});

import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueMediaFiles, ITEM_CATALOGUE } from '../db/item-catalogue';
import { itemPreview, itemSound, SAMPLE_RATE, styleScreen } from './item-media';

const itemsDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/items');
const published = (name: string) => readFileSync(join(itemsDir, name));
const REGENERATE = 'public/media/items/ is stale: run `npx tsx mocks/media/generate-item-media.ts`';

describe('item media in public/media/items/', () => {
  it('has a distinct preview for every catalogue item and a screen for every Style, as generated', () => {
    expect(new Set(ITEM_CATALOGUE.map(itemPreview)).size).toBe(ITEM_CATALOGUE.length);
    for (const item of ITEM_CATALOGUE) {
      expect(published(`${item.file}.svg`).toString('utf8'), REGENERATE).toBe(itemPreview(item));
      if (item.type === 1) expect(published(`${item.file}-screen.svg`).toString('utf8'), REGENERATE).toBe(styleScreen(item));
    }
  });

  it('has the sound of every audio item as a short 8-bit mono WAV, as generated', () => {
    const sounds = ITEM_CATALOGUE.filter((item) => item.media === 'audio');
    expect(sounds.length).toBeGreaterThanOrEqual(3);
    for (const item of sounds) {
      const bytes = published(`${item.file}.wav`);
      expect(new Uint8Array(bytes), REGENERATE).toEqual(itemSound(item));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.readUInt32LE(24)).toBe(SAMPLE_RATE);
      // At most 1.5 seconds.
      expect(bytes.readUInt32LE(40)).toBeLessThanOrEqual(1.5 * SAMPLE_RATE);
    }
  });

  it('has a short clip of every video item, MP4 or WebM, well under 100 kB', () => {
    const clips = ITEM_CATALOGUE.filter((item) => item.media === 'video-mp4' || item.media === 'video-webm');
    expect(clips.map((item) => item.media).sort()).toEqual(expect.arrayContaining(['video-mp4', 'video-webm']));
    for (const item of clips) {
      const name = catalogueMediaFiles(item)[1]!;
      const bytes = published(name);
      expect(statSync(join(itemsDir, name)).size).toBeLessThan(50_000);
      if (name.endsWith('.mp4')) expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      // WebM is Matroska: the EBML magic number.
      else expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }
  });

  it('has a file for every media URL of the catalogue', () => {
    for (const item of ITEM_CATALOGUE) for (const name of catalogueMediaFiles(item)) expect(statSync(join(itemsDir, name)).size).toBeGreaterThan(0);
  });
});

/**
 * Writes the item shop's local media into public/media/items/: a preview per catalogue item, the
 * machine screen of each Style, the hit sounds (WAV) and, with Debian's ffmpeg
 * (`apt-get install -y ffmpeg`), the few short clips of the video items (1.5 s, 240×240, silent,
 * H.264 MP4 or VP9 WebM, a few kB each). Deterministic: single-threaded encoders, bit-exact flags
 * and no metadata, so the same ffmpeg build gives identical files.
 *
 *   npx tsx mocks/media/generate-item-media.ts           # everything
 *   npx tsx mocks/media/generate-item-media.ts --no-video # images and sounds only (no ffmpeg)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ITEM_CATALOGUE } from '../db/item-catalogue';
import { clipFilter, itemPreview, itemSound, styleScreen } from './item-media';

const itemsDir = fileURLToPath(new URL('../../public/media/items/', import.meta.url));
const CLIP_SECONDS = 1.5;

function write(name: string, content: string | Uint8Array): void {
  writeFileSync(join(itemsDir, name), content);
  console.log(`wrote public/media/items/${name}`);
}

mkdirSync(itemsDir, { recursive: true });
for (const item of ITEM_CATALOGUE) {
  write(`${item.file}.svg`, itemPreview(item));
  if (item.type === 1) write(`${item.file}-screen.svg`, styleScreen(item));
  if (item.media === 'audio') write(`${item.file}.wav`, itemSound(item));
}

if (!process.argv.includes('--no-video')) {
  const work = mkdtempSync(join(tmpdir(), 'item-clips-'));
  try {
    for (const item of ITEM_CATALOGUE) {
      if (item.media !== 'video-mp4' && item.media !== 'video-webm') continue;
      const preview = join(work, `${item.file}.svg`);
      writeFileSync(preview, itemPreview(item));
      const mp4 = item.media === 'video-mp4';
      const target = join(itemsDir, `${item.file}.${mp4 ? 'mp4' : 'webm'}`);
      const codec = mp4
        ? ['-c:v', 'libx264', '-preset', 'slow', '-crf', '32', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']
        : ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '0', '-pix_fmt', 'yuv420p'];
      execFileSync('ffmpeg', [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-f', 'lavfi', '-i', `color=c=0x0b1026:s=240x240:r=24:d=${CLIP_SECONDS}`,
        '-loop', '1', '-framerate', '24', '-t', String(CLIP_SECONDS), '-i', preview,
        '-filter_complex', clipFilter(item, CLIP_SECONDS),
        ...codec,
        '-threads', '1', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
        target,
      ]);
      console.log(`wrote public/media/items/${item.file}.${mp4 ? 'mp4' : 'webm'} (${statSync(target).size} bytes)`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Renders the home page's promo clip and its poster into public/media/ with Debian's ffmpeg
 * (`apt-get install -y ffmpeg`): a spinning dartboard drawn from the fake backend's SVG helpers
 * beside room for the titles. No text in the picture: the page lays its titles over the clip in
 * the visitor's language (src/pages/home/config/promo-captions.ts gives their times). No sound,
 * no speech. 9 s, 960x540, H.264, well under 1 MB.
 *
 *   npx tsx scripts/media/generate-promo-video.ts
 *
 * Single-threaded, bit-exact flags and no metadata: the same ffmpeg build gives the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLASSIC_BOARD, dartboard, svgDocument } from '../../mocks/media/svg';

const mediaDir = fileURLToPath(new URL('../../public/media/', import.meta.url));
const SECONDS = 9;

const work = mkdtempSync(join(tmpdir(), 'promo-'));
try {
  const board = join(work, 'board.svg');
  writeFileSync(board, svgDocument(420, 420, 'Dartboard', dartboard(210, 210, 170, CLASSIC_BOARD)));

  // The left half stays dark and plain: the page's translated titles go there.
  const filter = [
    `[1:v]format=rgba,rotate=a='t*0.6':c=none:ow=420:oh=420[spin]`,
    `[0:v][spin]overlay=x=500:y=36:shortest=1,drawbox=x=0:y=470:w=960:h=70:color=0xc8102e@0.9:t=fill`,
  ].join(';');

  mkdirSync(mediaDir, { recursive: true });
  const video = join(mediaDir, 'promo.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=0x0b1526:s=960x540:r=24:d=${SECONDS}`,
    '-loop', '1', '-framerate', '24', '-t', String(SECONDS), '-i', board,
    '-filter_complex', filter,
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-threads', '1',
    '-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
    video,
  ]);
  const poster = join(mediaDir, 'promo-poster.jpg');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-ss', '4', '-i', video,
    '-frames:v', '1', '-q:v', '4', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', poster,
  ]);
  console.log(`wrote public/media/promo.mp4 (${statSync(video).size} bytes) and promo-poster.jpg (${statSync(poster).size} bytes)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

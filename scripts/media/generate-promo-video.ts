/**
 * Renders the home page's promo clip and its poster into public/media/ with Debian's ffmpeg
 * (`apt-get install -y ffmpeg`): a spinning dartboard drawn from the fake backend's SVG helpers,
 * with three title cards. No sound, no speech. 9 s, 960x540, H.264, well under 1 MB.
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
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FONT_LIGHT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SECONDS = 9;

const work = mkdtempSync(join(tmpdir(), 'promo-'));
try {
  const board = join(work, 'board.svg');
  writeFileSync(board, svgDocument(420, 420, 'Dartboard', dartboard(210, 210, 170, CLASSIC_BOARD)));

  /** A title line shown between `from` and `to` seconds, fading in and out over half a second. */
  const title = (text: string, y: number, size: number, from: number, to: number, font = FONT, colour = 'white') =>
    `drawtext=fontfile=${font}:text='${text}':fontcolor=${colour}:fontsize=${size}:x=70:y=${y}` +
    `:alpha='if(lt(t,${from}),0,if(lt(t,${from + 0.5}),(t-${from})/0.5,if(lt(t,${to - 0.5}),1,if(lt(t,${to}),(${to}-t)/0.5,0))))'`;

  const filter = [
    `[1:v]format=rgba,rotate=a='t*0.6':c=none:ow=420:oh=420[spin]`,
    `[0:v][spin]overlay=x=500:y=36:shortest=1,` +
      `drawbox=x=0:y=470:w=960:h=70:color=0xc8102e@0.9:t=fill,` +
      [
        title('ADARTS', 150, 84, 0, SECONDS),
        title('The darts machine network', 250, 30, 0.6, SECONDS, FONT_LIGHT),
        title('A1 and W1 machines', 320, 34, 2.5, 6),
        title('Online play, ratings and rankings', 365, 26, 3, 6, FONT_LIGHT),
        title('Find a shop near you', 320, 34, 6, SECONDS),
        title('Play, track, compete.', 365, 26, 6.4, SECONDS, FONT_LIGHT),
        `drawtext=fontfile=${FONT_LIGHT}:text='adarts network':fontcolor=white:fontsize=24:x=70:y=492`,
      ].join(','),
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

import type { ItemType } from '@/shared/api/wire';
import { ITEM_CATALOGUE, type CatalogueEntry } from '../db/item-catalogue';
import { box, dart, dartboard, linearGradient, round, sequence, star, svgDocument, text, type BoardColours } from './svg';

/**
 * The item shop's local media (public/media/items/, written by generate-item-media.ts): a 320×320
 * preview of every catalogue item, the machine screen of each Style, and the hit sounds as small
 * WAV files synthesised here (8-bit mono, 11,025 Hz: about 10 kB a second). The few video clips are
 * rendered from the previews by ffmpeg in the generator. Everything is deterministic, so running
 * the generator again gives byte-identical files.
 */

const SIZE = 320;

interface Palette {
  from: string;
  to: string;
  accent: string;
  glow: string;
}

const PALETTES: readonly Palette[] = [
  { from: '#0b1026', to: '#2a1b5e', accent: '#ff3d7f', glow: '#26d0ff' },
  { from: '#1b0f05', to: '#5a3110', accent: '#f2c94c', glow: '#ffe8a3' },
  { from: '#2b0a1e', to: '#7a1f4d', accent: '#ffb3d1', glow: '#ffffff' },
  { from: '#0d0d0d', to: '#2e3138', accent: '#9aa3ad', glow: '#3ec1ff' },
  { from: '#1a0b2e', to: '#6b1f7a', accent: '#ffd23f', glow: '#ff6f91' },
  { from: '#06241f', to: '#0f6b57', accent: '#2fbf71', glow: '#c6f4ff' },
  { from: '#2a0505', to: '#8a1b1b', accent: '#ff8a3d', glow: '#ffe08a' },
  { from: '#051a33', to: '#1d5fd1', accent: '#8fe9ff', glow: '#ffffff' },
];

const AWARD_LABELS: Partial<Record<ItemType, string>> = {
  71: 'LOW TON',
  72: 'HIGH TON',
  73: 'HAT TRICK',
  74: '3 IN A BED',
  75: '3 IN THE BLACK',
  76: 'TON 80',
  77: 'WHITE HORSE',
  78: '9 MARK',
};

const TYPE_LABELS: Record<ItemType, string> = {
  1: 'STYLE',
  2: 'MARK AWARD',
  3: 'EFFECT',
  4: 'SOUND',
  5: 'BULL',
  6: 'BULL SOUND',
  71: 'LOW TON',
  72: 'HIGH TON',
  73: 'HAT TRICK',
  74: 'THREE IN A BED',
  75: 'THREE IN THE BLACK',
  76: 'TON 80',
  77: 'WHITE HORSE',
  78: '9 MARK',
};

const indexOf = (item: CatalogueEntry) => ITEM_CATALOGUE.indexOf(item);
const paletteOf = (item: CatalogueEntry) => PALETTES[indexOf(item) % PALETTES.length]!;
/** The item's place among the items of its type: varies the drawing within a type. */
const variantOf = (item: CatalogueEntry) => ITEM_CATALOGUE.filter((other) => other.type === item.type).indexOf(item);

const boardOf = (palette: Palette): BoardColours => ({
  dark: palette.from,
  light: palette.to,
  red: palette.accent,
  green: palette.glow,
  wire: '#ffffff',
  surround: '#000000',
  numbers: palette.glow,
});

const rays = (cx: number, cy: number, inner: number, outer: number, count: number, colour: string, turn: number) =>
  `<g stroke="${colour}" stroke-width="6" stroke-linecap="round">` +
  Array.from({ length: count }, (_, index) => {
    const angle = ((index * 360) / count + turn) * (Math.PI / 180);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return `<path d="M${round(cx + inner * cos)} ${round(cy + inner * sin)}L${round(cx + outer * cos)} ${round(cy + outer * sin)}"/>`;
  }).join('') +
  '</g>';

const rings = (cx: number, cy: number, radii: readonly number[], colour: string) =>
  `<g fill="none" stroke="${colour}" stroke-width="5">` +
  radii.map((radius, index) => `<circle cx="${cx}" cy="${cy}" r="${radius}" opacity="${round(1 - index * 0.22)}"/>`).join('') +
  '</g>';

const soundWaves = (x: number, y: number, colour: string, count: number) =>
  `<g fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round">` +
  Array.from({ length: count }, (_, index) => {
    const r = 26 + index * 22;
    return `<path d="M${x + round(r * 0.7)} ${y - round(r * 0.7)}A${r} ${r} 0 0 1 ${x + round(r * 0.7)} ${y + round(r * 0.7)}"/>`;
  }).join('') +
  '</g>';

const speaker = (x: number, y: number, colour: string) =>
  `<path d="M${x - 40} ${y - 20}H${x - 16}L${x + 12} ${y - 46}V${y + 46}L${x - 16} ${y + 20}H${x - 40}Z" fill="${colour}"/>`;

const DART = { barrel: '#c0c6cf', grip: '#5c646e', shaft: '#1b1b1b', flight: '#d1262b', flightEdge: '#7d1016' };

/** The motif of each type, in the item's palette; `variant` turns and counts things differently. */
function motif(item: CatalogueEntry, palette: Palette, variant: number): string {
  const cx = SIZE / 2;
  const cy = 138;
  switch (item.type) {
    case 1:
      // A machine cabinet in the style's colours.
      return (
        box(100, 24, 120, 232, 12, palette.to, `stroke="${palette.accent}" stroke-width="4"`) +
        box(112, 36, 96, 52, 4, palette.from) +
        text(160, 70, 'DARTS', 18, palette.accent, 'font-weight="900" text-anchor="middle" letter-spacing="3"') +
        dartboard(160, 150, 40, boardOf(palette), false) +
        box(116, 206, 88, 20, 4, palette.from) +
        box(152, 234, 16, 6, 2, palette.glow) +
        rays(160, 150, 62, 74 + variant * 2, 12, palette.glow, variant * 7)
      );
    case 2: {
      // The three cricket marks: one, two and three hits.
      const stroke = `stroke="${palette.accent}" stroke-width="${10 + variant}" stroke-linecap="round" fill="none"`;
      return (
        `<path d="M56 170L104 98" ${stroke}/>` +
        `<path d="M136 98L184 170M184 98L136 170" ${stroke}/>` +
        `<g ${stroke}><path d="M220 98L268 170M268 98L220 170"/><circle cx="244" cy="134" r="40"/></g>` +
        star(160, 60, 22 + variant * 2, palette.glow, variant * 9)
      );
    }
    case 3:
      return rings(cx, cy, [30, 56, 82], palette.glow) + rays(cx, cy, 92, 116, 10 + variant * 2, palette.accent, variant * 11) + star(cx, cy, 24, palette.accent);
    case 4:
      return speaker(120, cy, palette.accent) + soundWaves(126, cy, palette.glow, 3 + (variant % 2)) + dart(256, 206, -12 - variant * 6, 0.8, DART);
    case 5:
      return (
        rays(cx, cy, 70, 104, 16 + variant * 2, palette.glow, variant * 5) +
        `<circle cx="${cx}" cy="${cy}" r="66" fill="${palette.to}" stroke="${palette.glow}" stroke-width="4"/>` +
        `<circle cx="${cx}" cy="${cy}" r="44" fill="${palette.accent}"/>` +
        `<circle cx="${cx}" cy="${cy}" r="20" fill="${palette.from}"/>` +
        dart(cx + 6, cy - 4, -35 + variant * 8, 0.7, DART)
      );
    case 6:
      return (
        `<circle cx="112" cy="${cy}" r="50" fill="${palette.accent}" stroke="${palette.glow}" stroke-width="4"/>` +
        `<circle cx="112" cy="${cy}" r="22" fill="${palette.from}"/>` +
        soundWaves(150, cy, palette.glow, 3 + (variant % 2))
      );
    default: {
      // An award movie: the award's name on a banner, with stars.
      const label = AWARD_LABELS[item.type] ?? '';
      const size = label.length > 10 ? 30 : label.length > 7 ? 38 : 46;
      return (
        rays(cx, 120, 40, 150, 18, palette.to, variant * 10) +
        box(20, 92, 280, 64, 10, palette.accent) +
        text(cx, 124 + size / 3, label, size, palette.from, 'font-weight="900" text-anchor="middle"') +
        star(60 + variant * 20, 56, 18, palette.glow, variant * 12) +
        star(260 - variant * 14, 196, 14, palette.glow, 20 + variant * 5)
      );
    }
  }
}

/** The item's preview: its type's motif in its palette, the type and the title below. */
export function itemPreview(item: CatalogueEntry): string {
  const palette = paletteOf(item);
  const body =
    `<defs>${linearGradient('bg', palette.from, palette.to)}</defs>` +
    box(0, 0, SIZE, SIZE, 0, 'url(#bg)') +
    motif(item, palette, variantOf(item)) +
    box(0, 256, SIZE, 64, 0, '#00000099') +
    text(SIZE / 2, 278, TYPE_LABELS[item.type], 13, palette.glow, 'font-weight="700" text-anchor="middle" letter-spacing="2"') +
    text(SIZE / 2, 304, item.title, item.title.length > 26 ? 15 : 18, '#ffffff');
  return svgDocument(SIZE, SIZE, item.title, body);
}

/** A Style's machine screen (16:9): the game screen as the style draws it. */
export function styleScreen(item: CatalogueEntry): string {
  const palette = paletteOf(item);
  const random = sequence(indexOf(item) + 1);
  const scores = Array.from({ length: 3 }, () => Math.floor(random() * 60) + 1);
  const body =
    `<defs>${linearGradient('screen', palette.from, palette.to, 'vertical')}</defs>` +
    box(0, 0, 480, 270, 0, 'url(#screen)') +
    box(16, 16, 180, 44, 6, '#00000066', `stroke="${palette.accent}" stroke-width="2"`) +
    text(106, 46, 'PLAYER 1', 20, palette.glow) +
    text(106, 130, '501', 64, '#ffffff', 'font-weight="900" text-anchor="middle"') +
    scores.map((score, index) => text(106, 180 + index * 26, `R${index + 1}  ${score}`, 18, palette.accent)).join('') +
    dartboard(350, 138, 88, boardOf(palette), true) +
    box(0, 246, 480, 24, 0, palette.accent) +
    text(240, 263, item.title.toUpperCase(), 14, palette.from, 'font-weight="900" text-anchor="middle" letter-spacing="2"');
  return svgDocument(480, 270, `${item.title}: machine screen`, body);
}

/*
 * Sounds. A sound is a few voices mixed: a tone (sine, square or saw, its pitch sliding from `from`
 * to `to` Hz) or noise, each starting at `at` seconds, lasting `length` seconds with an envelope
 * that rises for `attack` seconds and then decays exponentially (`decay`: the level after a second).
 */
interface Voice {
  wave: 'sine' | 'square' | 'saw' | 'noise';
  from: number;
  to?: number;
  at: number;
  length: number;
  level: number;
  attack?: number;
  decay: number;
}

const SOUNDS: Record<string, { seconds: number; voices: Voice[] }> = {
  'arcade-blip-sounds': {
    seconds: 0.45,
    voices: [
      { wave: 'square', from: 880, at: 0, length: 0.12, level: 0.5, decay: 0.05 },
      { wave: 'square', from: 1320, at: 0.14, length: 0.2, level: 0.5, decay: 0.02 },
    ],
  },
  'steel-tip-thunk': {
    seconds: 0.4,
    voices: [
      { wave: 'sine', from: 160, to: 90, at: 0, length: 0.35, level: 0.8, decay: 0.001 },
      { wave: 'noise', from: 0, at: 0, length: 0.03, level: 0.5, decay: 0.0001 },
    ],
  },
  'synth-wave-hits': {
    seconds: 0.6,
    voices: [
      { wave: 'saw', from: 220, to: 440, at: 0, length: 0.55, level: 0.45, attack: 0.02, decay: 0.02 },
      { wave: 'sine', from: 660, at: 0.05, length: 0.4, level: 0.25, decay: 0.01 },
    ],
  },
  'wood-block-hits': {
    seconds: 0.3,
    voices: [
      { wave: 'sine', from: 1000, at: 0, length: 0.25, level: 0.7, decay: 0.00001 },
      { wave: 'sine', from: 1530, at: 0, length: 0.15, level: 0.3, decay: 0.00001 },
    ],
  },
  'taiko-drum-hits': {
    seconds: 0.7,
    voices: [
      { wave: 'sine', from: 110, to: 60, at: 0, length: 0.65, level: 0.9, decay: 0.005 },
      { wave: 'noise', from: 0, at: 0, length: 0.08, level: 0.35, decay: 0.001 },
    ],
  },
  'stadium-roar-bull': {
    seconds: 1,
    voices: [
      { wave: 'noise', from: 0, at: 0, length: 1, level: 0.55, attack: 0.35, decay: 0.05 },
      { wave: 'saw', from: 180, to: 240, at: 0.1, length: 0.8, level: 0.15, attack: 0.3, decay: 0.1 },
    ],
  },
  'temple-bell-bull': {
    seconds: 1,
    voices: [
      { wave: 'sine', from: 523, at: 0, length: 1, level: 0.5, decay: 0.08 },
      { wave: 'sine', from: 1318, at: 0, length: 0.8, level: 0.25, decay: 0.02 },
      { wave: 'sine', from: 2093, at: 0, length: 0.5, level: 0.12, decay: 0.005 },
    ],
  },
  'laser-zap-bull': {
    seconds: 0.5,
    voices: [{ wave: 'square', from: 2200, to: 180, at: 0, length: 0.45, level: 0.45, decay: 0.05 }],
  },
  'cash-register-bull': {
    seconds: 0.8,
    voices: [
      { wave: 'noise', from: 0, at: 0, length: 0.06, level: 0.4, decay: 0.0001 },
      { wave: 'sine', from: 2093, at: 0.08, length: 0.7, level: 0.4, decay: 0.03 },
      { wave: 'sine', from: 2637, at: 0.08, length: 0.7, level: 0.3, decay: 0.03 },
    ],
  },
  'gong-bull': {
    seconds: 1,
    voices: [
      { wave: 'sine', from: 110, at: 0, length: 1, level: 0.45, attack: 0.01, decay: 0.2 },
      { wave: 'sine', from: 163, at: 0, length: 1, level: 0.3, attack: 0.02, decay: 0.15 },
      { wave: 'sine', from: 247, at: 0, length: 0.9, level: 0.2, attack: 0.03, decay: 0.1 },
      { wave: 'noise', from: 0, at: 0, length: 0.05, level: 0.2, decay: 0.001 },
    ],
  },
};

export const SAMPLE_RATE = 11_025;

function render(voices: readonly Voice[], seconds: number, seed: number): Float64Array {
  const samples = new Float64Array(Math.round(seconds * SAMPLE_RATE));
  const noise = sequence(seed);
  for (const voice of voices) {
    const start = Math.round(voice.at * SAMPLE_RATE);
    const count = Math.min(Math.round(voice.length * SAMPLE_RATE), samples.length - start);
    let phase = 0;
    for (let index = 0; index < count; index += 1) {
      const t = index / SAMPLE_RATE;
      const frequency = voice.from + ((voice.to ?? voice.from) - voice.from) * (index / count);
      phase += frequency / SAMPLE_RATE;
      const cycle = phase - Math.floor(phase);
      const wave =
        voice.wave === 'sine' ? Math.sin(2 * Math.PI * cycle)
        : voice.wave === 'square' ? (cycle < 0.5 ? 1 : -1)
        : voice.wave === 'saw' ? 2 * cycle - 1
        : noise() * 2 - 1;
      const attack = voice.attack ? Math.min(1, t / voice.attack) : 1;
      // Decay, and a 5 ms fade at the end so no voice clicks.
      const fade = Math.min(1, (count - index) / (0.005 * SAMPLE_RATE));
      samples[start + index]! += voice.level * wave * attack * voice.decay ** t * fade;
    }
  }
  return samples;
}

/** A mono 8-bit PCM WAV file of samples in -1..1 (clipped). */
export function wavFile(samples: Float64Array, sampleRate: number = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, value: string) => [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // bytes a second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples.length, true);
  samples.forEach((sample, index) => {
    bytes[44 + index] = Math.round(128 + 127 * Math.max(-1, Math.min(1, sample)));
  });
  return bytes;
}

/** The sound of an audio item, as the bytes of its WAV file. */
export function itemSound(item: CatalogueEntry): Uint8Array {
  const sound = SOUNDS[item.file];
  if (!sound) throw new Error(`no sound for "${item.file}"`);
  return wavFile(render(sound.voices, sound.seconds, indexOf(item) + 1));
}

/**
 * The ffmpeg filter that animates a video item's preview (input 1) over a dark background
 * (input 0): the motif, cut out as a disc, grows in (a Bull spins too) and fades out.
 */
export function clipFilter(item: CatalogueEntry, seconds: number): string {
  const spin = item.type === 5 ? 't*2.4' : '0';
  return (
    `[1:v]crop=240:240:40:18,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='if(lt(hypot(X-120,Y-120),118),255,0)',` +
    `scale=w='trunc(120+120*min(t/${seconds / 2},1))':h=-1:eval=frame,rotate=a='${spin}':c=none:ow=240:oh=240,` +
    `fade=t=out:st=${seconds - 0.4}:d=0.4:alpha=1[item];[0:v][item]overlay=x=(W-w)/2:y=(H-h)/2:shortest=1`
  );
}

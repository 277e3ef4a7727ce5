import { box, CLASSIC_BOARD, dartboard, linearGradient, svgDocument, text, type BoardColours } from './svg';

/**
 * Venue illustrations for the shop pages (public/media/shops/), the shop fallback image and the
 * two machine icons. Written into public/ by generate-media.ts; the seed picks a shop's image.
 */
export const SHOP_IMAGE_FILES = [
  'pub-counter',
  'neon-lounge',
  'darts-cafe',
  'izakaya',
  'sports-bar',
  'game-center',
] as const;
export type ShopImageFile = (typeof SHOP_IMAGE_FILES)[number];

/** 16:10, the shape of the shop cards (240 x 150). */
const W = 640;
const H = 400;

const NEON: BoardColours = { dark: '#141a3a', light: '#27306b', red: '#ff3d7f', green: '#26d0ff', wire: '#8fe9ff', surround: '#0a0d22', numbers: '#c6f4ff' };

const backdrop = (from: string, to: string) =>
  `<defs>${linearGradient('wall', from, to, 'vertical')}</defs><rect width="${W}" height="${H}" fill="url(#wall)"/>`;

/** A floor band with boards drawn in perspective. */
const floor = (colour: string, line: string) =>
  box(0, 300, W, 100, 0, colour) +
  Array.from({ length: 9 }, (_, index) => `<path d="M${index * 80} 300L${index * 80 - 40 + index * 10} 400" stroke="${line}" stroke-width="2"/>`).join('');

/** A darts machine cabinet: screen, board, coin slot; standing on `baseY`. */
const cabinet = (x: number, baseY: number, scale: number, body: string, screen: string, board: BoardColours) =>
  `<g transform="translate(${x} ${baseY}) scale(${scale})">` +
  box(-50, -250, 100, 250, 8, body) +
  box(-42, -240, 84, 44, 4, screen) +
  dartboard(0, -140, 30, board, false) +
  box(-38, -90, 76, 22, 3, '#00000055') +
  box(-8, -60, 16, 6, 2, '#d9d9d9') +
  box(-60, -6, 120, 6, 2, '#00000066') +
  '</g>';

const stool = (x: number, y: number, seat: string) =>
  `<rect x="${x - 3}" y="${y}" width="6" height="60" fill="#555"/>` +
  `<ellipse cx="${x}" cy="${y}" rx="20" ry="7" fill="${seat}"/>` +
  `<ellipse cx="${x}" cy="${y + 60}" rx="16" ry="4" fill="#444"/>`;

const lamp = (x: number, colour: string) =>
  `<path d="M${x} 0V60" stroke="#222" stroke-width="2"/>` +
  `<path d="M${x - 22} 80L${x - 12} 60H${x + 12}L${x + 22} 80Z" fill="${colour}"/>` +
  `<ellipse cx="${x}" cy="84" rx="40" ry="8" fill="${colour}" opacity="0.35"/>`;

const drawings: Record<ShopImageFile, () => string> = {
  'pub-counter': () =>
    backdrop('#3b2414', '#6b4426') +
    Array.from({ length: 4 }, (_, row) =>
      box(60, 60 + row * 40, 240, 6, 1, '#2a180c') +
      Array.from({ length: 8 }, (_, index) =>
        box(72 + index * 28, 30 + row * 40, 14, 30, 3, ['#2f6b3a', '#8a3b1e', '#c9a23a', '#3a4f8a'][(index + row) % 4]!),
      ).join(''),
    ).join('') +
    box(0, 220, W, 30, 0, '#2a180c') +
    box(0, 250, W, 60, 0, '#4a2c16') +
    floor('#26160b', '#3b2414') +
    stool(120, 262, '#8a3b1e') +
    stool(220, 262, '#8a3b1e') +
    cabinet(470, 330, 1, '#1b1b1b', '#3ec1ff', CLASSIC_BOARD) +
    lamp(180, '#f3c969') +
    lamp(470, '#f3c969'),

  'neon-lounge': () =>
    backdrop('#0a0520', '#25104a') +
    `<g fill="none" stroke-width="5" stroke-linecap="round">` +
    `<path d="M60 90H260" stroke="#ff3d7f"/><path d="M60 110H200" stroke="#26d0ff"/>` +
    `<circle cx="520" cy="90" r="40" stroke="#ffd23f"/></g>` +
    floor('#120a2a', '#2b1a55') +
    cabinet(200, 330, 1, '#0e0e1e', '#ff3d7f', NEON) +
    cabinet(340, 330, 1, '#0e0e1e', '#26d0ff', NEON) +
    cabinet(480, 330, 1, '#0e0e1e', '#ffd23f', NEON),

  'darts-cafe': () =>
    backdrop('#f4ebdd', '#e2d1b8') +
    box(40, 50, 180, 120, 6, '#ffffff', 'stroke="#b89b72" stroke-width="6"') +
    `<path d="M50 160L110 100L150 140L180 115L210 160Z" fill="#8fbf8f"/>` +
    `<circle cx="180" cy="85" r="14" fill="#f3c969"/>` +
    box(0, 300, W, 100, 0, '#b89b72') +
    box(60, 240, 140, 10, 3, '#6b4a2b') +
    `<rect x="125" y="250" width="10" height="50" fill="#6b4a2b"/>` +
    `<path d="M90 226h24v14h-24z" fill="#ffffff"/><path d="M114 230q10 2 0 8" fill="none" stroke="#ffffff" stroke-width="3"/>` +
    cabinet(430, 320, 1, '#f8f8f8', '#0f7b6c', CLASSIC_BOARD) +
    `<path d="M540 300c0-40 30-60 30-100" stroke="#2f6b3a" stroke-width="6" fill="none"/>` +
    `<ellipse cx="560" cy="210" rx="26" ry="12" fill="#2fbf71"/><ellipse cx="545" cy="250" rx="22" ry="10" fill="#2fbf71"/>` +
    box(520, 300, 50, 40, 4, '#c45c2e'),

  izakaya: () =>
    backdrop('#2a1a12', '#5a2f1c') +
    Array.from({ length: 5 }, (_, index) =>
      `<ellipse cx="${90 + index * 110}" cy="70" rx="26" ry="34" fill="#e23b3b"/>` +
      `<path d="M${90 + index * 110} 36V20" stroke="#222" stroke-width="2"/>` +
      box(78 + index * 110, 36, 24, 6, 2, '#222') +
      box(78 + index * 110, 98, 24, 6, 2, '#222'),
    ).join('') +
    box(0, 150, W, 14, 0, '#c9a77a') +
    Array.from({ length: 10 }, (_, index) => box(20 + index * 62, 170, 50, 70, 2, '#efe2c6', 'stroke="#8a6a45" stroke-width="3"')).join('') +
    floor('#3b2418', '#5a3a26') +
    cabinet(320, 340, 0.95, '#111111', '#ff8a3d', CLASSIC_BOARD),

  'sports-bar': () =>
    backdrop('#10233f', '#1f3f6b') +
    box(60, 40, 220, 130, 6, '#0b0b0b') +
    box(70, 50, 200, 110, 3, '#2e8b57') +
    `<path d="M170 50V160" stroke="#ffffff" stroke-width="2"/><circle cx="170" cy="105" r="20" fill="none" stroke="#ffffff" stroke-width="2"/>` +
    box(360, 40, 220, 130, 6, '#0b0b0b') +
    dartboard(470, 105, 44, CLASSIC_BOARD, false) +
    floor('#0c1a2f', '#1f3f6b') +
    box(40, 250, 200, 12, 3, '#8a5a2b') +
    stool(80, 270, '#c8102e') +
    stool(200, 270, '#c8102e') +
    cabinet(400, 330, 1, '#1b1b1b', '#c8102e', CLASSIC_BOARD) +
    cabinet(530, 330, 1, '#1b1b1b', '#3ec1ff', CLASSIC_BOARD),

  'game-center': () =>
    backdrop('#1a1a2e', '#16213e') +
    Array.from({ length: 12 }, (_, index) =>
      `<circle cx="${30 + index * 55}" cy="24" r="7" fill="${['#ff3d7f', '#ffd23f', '#26d0ff'][index % 3]}"/>`,
    ).join('') +
    text(320, 80, 'DARTS', 44, '#ffd23f', 'font-weight="900" text-anchor="middle" letter-spacing="8"') +
    floor('#0f0f1e', '#2b2b4a') +
    cabinet(110, 330, 0.9, '#2b2b4a', '#26d0ff', NEON) +
    cabinet(250, 330, 0.9, '#2b2b4a', '#ff3d7f', NEON) +
    cabinet(390, 330, 0.9, '#2b2b4a', '#ffd23f', NEON) +
    cabinet(530, 330, 0.9, '#2b2b4a', '#2fbf71', NEON),
};

const TITLES: Record<ShopImageFile, string> = {
  'pub-counter': 'Pub counter with a darts machine',
  'neon-lounge': 'Neon lounge with three darts machines',
  'darts-cafe': 'Darts cafe with a machine and plants',
  izakaya: 'Izakaya with lanterns and a darts machine',
  'sports-bar': 'Sports bar with screens and darts machines',
  'game-center': 'Game centre with a row of darts machines',
};

export const shopIllustration = (file: ShopImageFile): string => svgDocument(W, H, TITLES[file], drawings[file]());

/** Shown when a shop's own image is missing or broken. */
export const shopDefaultIllustration = (): string =>
  svgDocument(
    W,
    H,
    'Darts shop',
    backdrop('#e9edf3', '#cfd7e3') +
      floor('#bcc6d4', '#aab5c5') +
      cabinet(320, 330, 1.05, '#4a5568', '#dde3ec', {
        ...CLASSIC_BOARD,
        dark: '#4a5568',
        light: '#a0aec0',
        red: '#718096',
        green: '#2d3748',
      }),
  );

/** The machine icons of the shop cards: a cabinet badge with the model name. */
export const MACHINE_TYPES = ['A1', 'W1'] as const;
export const machineIcon = (type: (typeof MACHINE_TYPES)[number]): string => {
  const [body, screen] = type === 'A1' ? ['#c8102e', '#ffd23f'] : ['#0f4c81', '#26d0ff'];
  return svgDocument(
    64,
    64,
    `${type} machine`,
    box(2, 2, 60, 60, 14, body) +
      box(16, 8, 32, 10, 2, screen) +
      dartboard(32, 30, 9, CLASSIC_BOARD, false) +
      text(32, 57, type, 14, '#ffffff', 'font-weight="900" text-anchor="middle"'),
  );
};

/** `mediaBase` is the site's base path ("/" or "/sub/"). */
export const shopImageUrl = (mediaBase: string, file: ShopImageFile): string => `${mediaBase}media/shops/${file}.svg`;

import { NEWS_IMAGES, type NewsImageFile } from './news-images';
import {
  box,
  CLASSIC_BOARD,
  dart,
  dartboard,
  linearGradient,
  sequence,
  star,
  svgDocument,
  text,
  trophy,
  type BoardColours,
  type DartColours,
} from './svg';

/** 16:9, the shape of the portal's news cards (280 x 158). */
const W = 640;
const H = 360;

const RED_DART: DartColours = { barrel: '#c7ccd3', grip: '#8a9099', shaft: '#1f1f1f', flight: '#e23b3b', flightEdge: '#7a1010' };
const BLUE_DART: DartColours = { barrel: '#d4d8de', grip: '#7d858f', shaft: '#10315e', flight: '#2f7de1', flightEdge: '#0b2f63' };
const GOLD_DART: DartColours = { barrel: '#e8c55a', grip: '#a8842a', shaft: '#2b2b2b', flight: '#ffd23f', flightEdge: '#8a6a00' };
const GREEN_DART: DartColours = { barrel: '#c9ced4', grip: '#6f7780', shaft: '#0c3b25', flight: '#2fbf71', flightEdge: '#0b5a31' };

const NEON_BOARD: BoardColours = {
  dark: '#141a3a',
  light: '#27306b',
  red: '#ff3d7f',
  green: '#26d0ff',
  wire: '#8fe9ff',
  surround: '#0a0d22',
  numbers: '#c6f4ff',
};

const background = (id: string, from: string, to: string) =>
  `<defs>${linearGradient(id, from, to)}</defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;

/** Soft concentric rings behind the subject, a recurring motif of the set. */
const halo = (cx: number, cy: number, colour: string) =>
  [200, 160, 120]
    .map((radius, index) => `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}" opacity="${0.06 + index * 0.04}"/>`)
    .join('');

const drawings: Record<NewsImageFile, () => string> = {
  'dartboard-classic': () =>
    background('bg', '#2b1d14', '#5a3a22') +
    halo(320, 180, '#f1e3c4') +
    dartboard(320, 180, 120, CLASSIC_BOARD) +
    dart(352, 150, 205, 0.9, RED_DART),

  'dartboard-neon': () =>
    background('bg', '#050817', '#1b0f3d') +
    `<circle cx="320" cy="180" r="165" fill="none" stroke="#26d0ff" stroke-width="3" opacity="0.6"/>` +
    `<circle cx="320" cy="180" r="175" fill="none" stroke="#ff3d7f" stroke-width="2" opacity="0.5"/>` +
    dartboard(320, 180, 118, NEON_BOARD) +
    Array.from({ length: 14 }, (_, index) => {
      const next = sequence(index + 7);
      return `<circle cx="${Math.round(next() * W)}" cy="${Math.round(next() * H)}" r="${1 + Math.round(next() * 2)}" fill="#c6f4ff" opacity="0.7"/>`;
    }).join(''),

  'darts-trio': () =>
    background('bg', '#0f4c81', '#2bb3c0') +
    halo(470, 180, '#ffffff') +
    dart(470, 110, -12, 1.4, RED_DART) +
    dart(500, 190, 0, 1.4, BLUE_DART) +
    dart(470, 270, 12, 1.4, GOLD_DART) +
    `<g stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.55">` +
    `<path d="M60 120H200"/><path d="M40 190H220"/><path d="M70 260H190"/></g>`,

  'trophy-gold': () =>
    background('bg', '#0b1d3a', '#1e3f73') +
    halo(320, 200, '#ffd23f') +
    trophy(320, 330, 1.05, '#f2c230', '#b8860b', '#5b3a1a') +
    star(150, 90, 18, '#ffd23f') +
    star(500, 70, 12, '#ffd23f') +
    star(540, 150, 8, '#fff2b3'),

  'trophy-silver': () =>
    background('bg', '#4a0d1f', '#8c1c3a') +
    halo(320, 200, '#ffffff') +
    trophy(320, 330, 1.05, '#d9dde3', '#8e959e', '#2d2d33') +
    dart(470, 110, 200, 0.8, BLUE_DART) +
    star(140, 80, 14, '#f5f5f5'),

  'podium-medals': () => {
    const medal = (cx: number, cy: number, colour: string, edge: string, label: string) =>
      `<path d="M${cx - 18} ${cy - 70}L${cx - 4} ${cy - 20}H${cx + 4}L${cx + 18} ${cy - 70}Z" fill="#d1262b"/>` +
      `<circle cx="${cx}" cy="${cy}" r="26" fill="${colour}" stroke="${edge}" stroke-width="4"/>` +
      text(cx, cy + 9, label, 24, edge);
    return (
      background('bg', '#1d3b2a', '#3f7a4f') +
      halo(320, 210, '#ffffff') +
      box(120, 230, 130, 130, 6, '#cfd6dc') +
      box(255, 180, 130, 180, 6, '#f4f6f8') +
      box(390, 260, 130, 100, 6, '#c69a6d') +
      text(185, 310, '2', 54, '#4d5660') +
      text(320, 290, '1', 64, '#3a424b') +
      text(455, 330, '3', 48, '#5b3d22') +
      medal(185, 170, '#d9dde3', '#6c737c', '2') +
      medal(320, 120, '#f2c230', '#8a6a00', '1') +
      medal(455, 200, '#d08b4a', '#6b3d12', '3')
    );
  },

  'bullseye-hit': () =>
    background('bg', '#3a0a0a', '#7a1414') +
    `<g opacity="0.9">` +
    [170, 140, 110, 80, 50, 24]
      .map((radius, index) => `<circle cx="320" cy="180" r="${radius}" fill="${index % 2 === 0 ? '#f1e3c4' : '#1c1c1c'}"/>`)
      .join('') +
    `</g><circle cx="320" cy="180" r="24" fill="#138a43"/><circle cx="320" cy="180" r="10" fill="#d1262b"/>` +
    dart(322, 176, 200, 1.5, GOLD_DART) +
    `<g stroke="#ffd23f" stroke-width="5" stroke-linecap="round">` +
    `<path d="M300 130L290 104"/><path d="M270 160L244 150"/><path d="M282 206L258 222"/></g>`,

  'machine-cabinet': () =>
    background('bg', '#1a1a2e', '#3d2c6b') +
    halo(320, 190, '#9f7aea') +
    box(220, 30, 200, 320, 22, '#23233f', 'stroke="#9f7aea" stroke-width="4"') +
    box(240, 48, 160, 64, 8, '#0d0d1a', 'stroke="#26d0ff" stroke-width="2"') +
    text(320, 92, '501', 34, '#26d0ff') +
    dartboard(320, 200, 62, NEON_BOARD, false) +
    box(280, 290, 80, 14, 7, '#0d0d1a') +
    box(306, 294, 28, 6, 3, '#ffd23f') +
    box(246, 318, 148, 18, 6, '#2e2e52'),

  scoreboard: () =>
    background('bg', '#0a2a1f', '#0f5940') +
    box(70, 50, 500, 260, 18, '#061a13', 'stroke="#2fbf71" stroke-width="4"') +
    text(190, 115, 'PLAYER 1', 26, '#9be8bf') +
    text(450, 115, 'PLAYER 2', 26, '#9be8bf') +
    text(190, 205, '141', 82, '#ffffff') +
    text(450, 205, '86', 82, '#ffffff') +
    text(190, 262, 'PPD 27.40', 24, '#ffd23f') +
    text(450, 262, 'PPD 24.95', 24, '#ffd23f') +
    `<path d="M320 80V280" stroke="#2fbf71" stroke-width="3" opacity="0.6"/>`,

  'player-card': () =>
    background('bg', '#3b1f5e', '#c2416b') +
    halo(320, 180, '#ffffff') +
    `<g transform="rotate(-8 320 180)">` +
    box(150, 75, 340, 210, 20, '#f7f3ff') +
    box(150, 75, 340, 62, 20, '#2c1a4d') +
    box(150, 115, 340, 22, 0, '#2c1a4d') +
    text(180, 118, 'DARTS CARD', 26, '#ffd23f', 'font-weight="700"') +
    box(180, 160, 54, 40, 6, '#e8c55a') +
    `<path d="M180 180H234M207 160V200" stroke="#a8842a" stroke-width="2"/>` +
    text(180, 240, '2208 4417 0093', 26, '#2c1a4d', 'font-weight="700" letter-spacing="2"') +
    text(180, 268, 'RATING 12', 18, '#c2416b', 'font-weight="700"') +
    dartboard(430, 220, 40, CLASSIC_BOARD, false) +
    `</g>`,

  'league-calendar': () => {
    const cells = Array.from({ length: 28 }, (_, index) => {
      const x = 190 + (index % 7) * 40;
      const y = 150 + Math.floor(index / 7) * 40;
      const marked = index === 11 || index === 25;
      return (
        box(x, y, 34, 34, 5, marked ? '#ff7a1a' : '#ffffff', marked ? '' : 'opacity="0.92"') +
        text(x + 17, y + 23, String(index + 1), 14, marked ? '#ffffff' : '#33415c')
      );
    }).join('');
    return (
      background('bg', '#ff9a3c', '#ff5e62') +
      halo(320, 190, '#ffffff') +
      box(170, 60, 300, 270, 16, '#33415c') +
      box(170, 60, 300, 70, 16, '#1f2940') +
      box(170, 110, 300, 20, 0, '#1f2940') +
      text(320, 107, 'LEAGUE NIGHT', 30, '#ffffff') +
      cells +
      dart(318, 232, 210, 0.9, GREEN_DART)
    );
  },

  'party-confetti': () => {
    const next = sequence(42);
    const colours = ['#ffd23f', '#ff3d7f', '#26d0ff', '#2fbf71', '#ffffff', '#9f7aea'];
    const confetti = Array.from({ length: 60 }, () => {
      const x = Math.round(next() * W);
      const y = Math.round(next() * H);
      const colour = colours[Math.floor(next() * colours.length)]!;
      const angle = Math.round(next() * 180);
      return `<rect x="${x}" y="${y}" width="10" height="5" rx="1.5" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`;
    }).join('');
    return (
      background('bg', '#5b2a86', '#ff6f91') +
      confetti +
      `<circle cx="320" cy="190" r="100" fill="#ffffff" opacity="0.15"/>` +
      dart(280, 210, -30, 1.2, RED_DART) +
      dart(360, 210, 210, 1.2, BLUE_DART) +
      star(320, 120, 30, '#ffd23f')
    );
  },
};

export const newsIllustration = (file: NewsImageFile): string =>
  svgDocument(W, H, file.replace(/-/g, ' '), drawings[file]());

/** Shown by the portal when a news image is missing or fails to load. */
export const newsDefaultIllustration = (): string =>
  svgDocument(
    W,
    H,
    'news',
    background('bg', '#e9edf2', '#cfd8e3') +
      `<g fill="none" stroke="#9aa7b8" stroke-width="6">` +
      [110, 80, 50, 20].map((radius) => `<circle cx="320" cy="180" r="${radius}"/>`).join('') +
      `</g><circle cx="320" cy="180" r="8" fill="#9aa7b8"/>`,
  );

export const ALL_NEWS_IMAGE_FILES = NEWS_IMAGES.map((image) => image.file);

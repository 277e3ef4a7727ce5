import { portrait } from './portraits';
import {
  box,
  CLASSIC_BOARD,
  dart,
  dartboard,
  linearGradient,
  star,
  svgDocument,
  text,
  trophy,
  type DartColours,
} from './svg';

/**
 * Local media of banners, darts columns and players: pure SVG string builders, written into
 * public/media/{banners,columns,players}/ by generate-columns-players.ts.
 */

const DARTS: readonly DartColours[] = [
  { barrel: '#c7ccd3', grip: '#8a9099', shaft: '#1f1f1f', flight: '#e23b3b', flightEdge: '#7a1010' },
  { barrel: '#d4d8de', grip: '#7d858f', shaft: '#10315e', flight: '#2f7de1', flightEdge: '#0b2f63' },
  { barrel: '#e8c55a', grip: '#a8842a', shaft: '#2b2b2b', flight: '#ffd23f', flightEdge: '#8a6a00' },
  { barrel: '#c9ced4', grip: '#6f7780', shaft: '#0c3b25', flight: '#2fbf71', flightEdge: '#0b5a31' },
];

// ---- banners (1200 x 400, 3:1) ----

export const BANNER_FILES = ['league', 'newcomers', 'columns', 'players', 'items', 'effects', 'app'] as const;
export type BannerFile = (typeof BANNER_FILES)[number];

const BANNER_STYLES: Record<BannerFile, { from: string; to: string; accent: string; dart: number }> = {
  league: { from: '#0b1526', to: '#3d5a99', accent: '#ffd23f', dart: 0 },
  newcomers: { from: '#0f3d3e', to: '#1f8a70', accent: '#f2a541', dart: 3 },
  columns: { from: '#2b1d14', to: '#8a5a32', accent: '#f1e3c4', dart: 2 },
  players: { from: '#2d1b3d', to: '#7b3fa0', accent: '#ff3d7f', dart: 1 },
  items: { from: '#3a2a10', to: '#b7791f', accent: '#ffffff', dart: 2 },
  effects: { from: '#141a3a', to: '#26308b', accent: '#26d0ff', dart: 1 },
  app: { from: '#3b1f1f', to: '#c8102e', accent: '#ffffff', dart: 0 },
};

export function bannerImage(file: BannerFile): string {
  const style = BANNER_STYLES[file];
  const index = BANNER_FILES.indexOf(file);
  const body = [
    `<defs>${linearGradient('bg', style.from, style.to)}</defs>`,
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    ...[260, 200, 140].map((r, i) => `<circle cx="930" cy="200" r="${r}" fill="${style.accent}" opacity="${0.05 + i * 0.03}"/>`),
    dartboard(930, 200, 130, CLASSIC_BOARD, false),
    dart(960, 170, 200 + index * 7, 1.1, DARTS[style.dart]!),
    dart(905, 222, 160 - index * 5, 1.0, DARTS[(style.dart + 1) % DARTS.length]!),
    box(80, 120, 120, 12, 6, style.accent),
    text(80, 230, 'ADARTS', 96, '#ffffff', 'font-weight="800" letter-spacing="6"'),
    box(80, 270, 420, 8, 4, style.accent, 'opacity="0.6"'),
    ...[0, 1, 2].map((i) => star(560 + i * 40, 140, 12, style.accent)),
  ].join('');
  return svgDocument(1200, 400, `Adarts banner ${file}`, body);
}

export const bannerDefaultImage = (): string =>
  svgDocument(
    1200,
    400,
    'Adarts banner',
    `<defs>${linearGradient('bg', '#0b1526', '#1c2a44')}</defs><rect width="1200" height="400" fill="url(#bg)"/>` +
      dartboard(600, 200, 120, CLASSIC_BOARD, false),
  );

// ---- column thumbnails (640 x 360, 16:9), one pair per topic ----

export const COLUMN_IMAGE_FILES = [
  'technique-1',
  'technique-2',
  'equipment-1',
  'equipment-2',
  'etiquette-1',
  'etiquette-2',
  'interview-1',
  'interview-2',
] as const;
export type ColumnImageFile = (typeof COLUMN_IMAGE_FILES)[number];

const background = (from: string, to: string) =>
  `<defs>${linearGradient('bg', from, to)}</defs><rect width="640" height="360" fill="url(#bg)"/>`;

const COLUMN_DRAWINGS: Record<ColumnImageFile, () => string> = {
  'technique-1': () =>
    background('#0b1526', '#2f6f9f') +
    dartboard(420, 180, 120, CLASSIC_BOARD) +
    // a throwing line and the flight path of a dart
    '<path d="M60 300C160 120 300 120 400 170" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="12 10" opacity="0.7"/>' +
    dart(405, 172, 195, 0.9, DARTS[0]!),
  'technique-2': () =>
    background('#1e2b1e', '#4f7942') +
    box(40, 290, 560, 10, 5, '#ffd23f') +
    text(320, 330, '2.37 m', 28, '#ffffff') +
    dartboard(500, 150, 90, CLASSIC_BOARD, false) +
    dart(200, 180, 0, 1.2, DARTS[3]!),
  'equipment-1': () =>
    background('#2b2b2b', '#5a5f66') +
    dart(120, 120, 180, 2.6, DARTS[0]!) +
    dart(120, 200, 180, 2.6, DARTS[1]!) +
    dart(120, 280, 180, 2.6, DARTS[2]!),
  'equipment-2': () =>
    background('#3a2a10', '#b7791f') +
    box(120, 80, 400, 200, 24, '#1c1c1c') +
    box(140, 100, 360, 160, 16, '#2d2d2d') +
    dart(170, 150, 180, 2.0, DARTS[1]!) +
    dart(170, 210, 180, 2.0, DARTS[3]!),
  'etiquette-1': () =>
    background('#2d1b3d', '#7b3fa0') +
    '<circle cx="220" cy="150" r="46" fill="#f2c9a0"/><path d="M150 300c6-60 34-90 70-90s64 30 70 90z" fill="#1f8a70"/>' +
    '<circle cx="420" cy="150" r="46" fill="#e0ac7e"/><path d="M350 300c6-60 34-90 70-90s64 30 70 90z" fill="#c8102e"/>' +
    '<path d="M280 220h80" stroke="#ffd23f" stroke-width="14" stroke-linecap="round"/>',
  'etiquette-2': () =>
    background('#0f3d3e', '#1f8a70') +
    dartboard(320, 170, 110, CLASSIC_BOARD) +
    box(60, 300, 520, 14, 7, '#ffffff', 'opacity="0.8"'),
  'interview-1': () =>
    background('#3b1f1f', '#a23b3b') +
    trophy(180, 320, 0.8, '#e8c55a', '#a8842a', '#3b2a20') +
    '<rect x="380" y="120" width="24" height="120" rx="12" fill="#d4d8de"/><circle cx="392" cy="110" r="30" fill="#1c1c1c"/>' +
    box(360, 240, 64, 16, 4, '#1c1c1c'),
  'interview-2': () =>
    background('#112233', '#2f6f9f') +
    star(160, 120, 40, '#ffd23f') +
    star(480, 120, 30, '#ffd23f', 20) +
    trophy(320, 330, 0.9, '#e8e8e8', '#9aa3ad', '#22313f'),
};

export const columnImage = (file: ColumnImageFile): string =>
  svgDocument(640, 360, `Darts column illustration ${file}`, COLUMN_DRAWINGS[file]());

// ---- players: 14 portraits, 4 darts, 4 goods, 3 stage pictures ----

/** One portrait per player a country lists (12 full profiles and 2 extra), so no two look alike. */
export const PLAYER_PORTRAIT_COUNT = 14;
export const playerPortraitFile = (index: number): string => `player-${(index % PLAYER_PORTRAIT_COUNT) + 1}.svg`;

/** A member-card style portrait with a shirt number, so the players of a country all differ. */
export function playerPortrait(index: number): string {
  const number = (index % PLAYER_PORTRAIT_COUNT) + 1;
  const hue = (number * 47) % 360;
  return portrait(index)
    .replace(/aria-label="Player portrait"/, `aria-label="Player portrait ${number}"`)
    .replace('<title>Player portrait</title>', `<title>Player portrait ${number}</title>`)
    .replace(
      '</svg>',
      `<circle cx="34" cy="34" r="20" fill="hsl(${hue} 70% 45%)"/>` +
        `${text(34, 41, String(number), 20, '#ffffff')}\n</svg>`,
    );
}

/** The fallback when a player's picture is missing or broken: a neutral silhouette. */
export const playerDefaultImage = (): string =>
  svgDocument(
    160,
    160,
    'Player',
    '<rect width="160" height="160" fill="#dde3ec"/><circle cx="80" cy="66" r="28" fill="#9aa3ad"/>' +
      '<path d="M28 160c4-36 24-54 52-54s48 18 52 54z" fill="#9aa3ad"/>',
  );

export const DART_IMAGE_COUNT = DARTS.length;
export const dartImageFile = (index: number): string => `dart-${(index % DART_IMAGE_COUNT) + 1}.svg`;

export const dartImage = (index: number): string =>
  svgDocument(
    640,
    200,
    `Dart ${(index % DART_IMAGE_COUNT) + 1}`,
    `<rect width="640" height="200" fill="#f4f6fa"/>${dart(40, 100, 180, 3.6, DARTS[index % DARTS.length]!)}`,
  );

export const GOODS_FILES = ['flights', 'shafts', 'case', 'shirt'] as const;
export type GoodsFile = (typeof GOODS_FILES)[number];

const GOODS_DRAWINGS: Record<GoodsFile, () => string> = {
  flights: () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${80 + i * 90} 220L${120 + i * 90} 100L${160 + i * 90} 220Z" fill="${DARTS[i]!.flight}" stroke="${DARTS[i]!.flightEdge}" stroke-width="4"/>`,
      )
      .join(''),
  shafts: () =>
    [0, 1, 2, 3]
      .map((i) => `<rect x="${90 + i * 50}" y="80" width="18" height="160" rx="8" fill="${DARTS[i]!.shaft}"/>`)
      .join(''),
  case: () => box(70, 90, 260, 150, 26, '#1c1c1c') + box(90, 110, 220, 110, 18, '#c8102e') + text(200, 178, 'ADARTS', 30, '#ffffff'),
  shirt: () =>
    '<path d="M130 80l40-20h60l40 20 40 50-40 24-20-20v126H130V134l-20 20-40-24z" fill="#14213d"/>' +
    text(200, 190, '180', 40, '#ffd23f'),
};

export const goodsImage = (file: GoodsFile): string =>
  svgDocument(400, 300, `Player goods ${file}`, `<rect width="400" height="300" fill="#fdf7ec"/>${GOODS_DRAWINGS[file]()}`);

export const STAGE_FILES = ['stage-1', 'stage-2', 'stage-3'] as const;
export type StageFile = (typeof STAGE_FILES)[number];

export const stageImage = (file: StageFile): string => {
  const index = STAGE_FILES.indexOf(file);
  return svgDocument(
    640,
    480,
    `Player on stage ${index + 1}`,
    `<defs>${linearGradient('bg', '#0b1526', ['#3d5a99', '#7b3fa0', '#1f8a70'][index]!, 'vertical')}</defs>` +
      '<rect width="640" height="480" fill="url(#bg)"/>' +
      '<path d="M120 0L60 480H180Z" fill="#ffffff" opacity="0.08"/><path d="M520 0L460 480H580Z" fill="#ffffff" opacity="0.08"/>' +
      dartboard(460, 200, 90, CLASSIC_BOARD, false) +
      '<circle cx="200" cy="220" r="40" fill="#f2c9a0"/><path d="M130 480c4-120 30-200 70-200s66 80 70 200z" fill="#c8102e"/>' +
      '<path d="M230 300l80-70" stroke="#f2c9a0" stroke-width="18" stroke-linecap="round"/>' +
      dart(380, 190, 190, 0.6, DARTS[index]!),
  );
};

/** Every file of the set, by path under public/, with its content. */
export function columnsPlayersMedia(): Array<[path: string, content: string]> {
  return [
    ...BANNER_FILES.map((file): [string, string] => [`media/banners/${file}.svg`, bannerImage(file)]),
    ['media/banners/banner-default.svg', bannerDefaultImage()],
    ...COLUMN_IMAGE_FILES.map((file): [string, string] => [`media/columns/${file}.svg`, columnImage(file)]),
    ...Array.from({ length: PLAYER_PORTRAIT_COUNT }, (_, i): [string, string] => [
      `media/players/${playerPortraitFile(i)}`,
      playerPortrait(i),
    ]),
    ...Array.from({ length: DART_IMAGE_COUNT }, (_, i): [string, string] => [`media/players/${dartImageFile(i)}`, dartImage(i)]),
    ...GOODS_FILES.map((file): [string, string] => [`media/players/goods-${file}.svg`, goodsImage(file)]),
    ...STAGE_FILES.map((file): [string, string] => [`media/players/${file}.svg`, stageImage(file)]),
    ['media/players/player-default.svg', playerDefaultImage()],
  ];
}

import { dartboard, CLASSIC_BOARD, linearGradient, round, sequence, svgDocument } from './svg';

/**
 * Player portraits (ranked players) and the app-download picture, drawn as SVG. Pure string
 * builders; `generate-ranking-media.ts` writes them into public/media/avatars and public/media/app.
 */

/** More than the seeded network's members (67), so each gets a face of their own. */
export const AVATAR_COUNT = 72;

/** File names of the portraits: avatar-01 … avatar-72. */
export const AVATAR_FILES = Array.from({ length: AVATAR_COUNT }, (_, index) => `avatar-${String(index + 1).padStart(2, '0')}`);

const BACKGROUNDS = [
  ['#1d4e89', '#3d7cc9'],
  ['#7a1f3d', '#c2456f'],
  ['#135e4b', '#2fa37f'],
  ['#5b3a8c', '#9166d1'],
  ['#8a4b0f', '#d98b2b'],
  ['#234152', '#4f8aa8'],
] as const;
const SKIN = ['#f4d2b5', '#e8b98f', '#d39b6a', '#a86b43', '#f1c9a5', '#c98c5e'] as const;
const HAIR = ['#1b1b1b', '#3a2a1e', '#6b4423', '#9a6a3a', '#2b2b3a', '#c9c0b4'] as const;
const SHIRT = ['#f5f5f5', '#ffcc33', '#222222', '#e4572e', '#17becf', '#8bc34a'] as const;

/** A head-and-shoulders portrait: background, shirt, face and one of four hair styles. */
export function avatar(file: string): string {
  const index = AVATAR_FILES.indexOf(file);
  const next = sequence(9100 + index);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const [from, to] = pick(BACKGROUNDS);
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const shirt = pick(SHIRT);
  const style = index % 4;
  const hairShapes = [
    // Short crop.
    `<path d="M62 78C62 52 80 40 100 40C120 40 138 52 138 78C130 66 116 60 100 60C84 60 70 66 62 78Z" fill="${hair}"/>`,
    // Long hair down to the shoulders.
    `<path d="M58 84C56 50 78 36 100 36C122 36 144 50 142 84L146 140C136 128 134 110 134 96C126 74 112 64 100 64C88 64 74 74 66 96C66 110 64 128 54 140Z" fill="${hair}"/>`,
    // Cap with a peak.
    `<path d="M60 74C60 50 80 38 100 38C120 38 140 50 140 74Z" fill="${shirt}"/><path d="M100 74H156C150 82 136 84 120 82Z" fill="${shirt}"/><circle cx="100" cy="40" r="4" fill="${hair}"/>`,
    // Bun on top.
    `<circle cx="100" cy="34" r="14" fill="${hair}"/><path d="M62 80C62 54 80 44 100 44C120 44 138 54 138 80C128 68 116 62 100 62C84 62 72 68 62 80Z" fill="${hair}"/>`,
  ];
  const body = [
    `<defs>${linearGradient('bg', from, to)}</defs>`,
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<circle cx="${round(150 + next() * 30)}" cy="${round(30 + next() * 30)}" r="26" fill="#ffffff" fill-opacity="0.08"/>`,
    `<path d="M30 200C30 160 60 140 100 140C140 140 170 160 170 200Z" fill="${shirt}"/>`,
    `<rect x="88" y="118" width="24" height="26" rx="8" fill="${skin}"/>`,
    `<ellipse cx="100" cy="88" rx="36" ry="40" fill="${skin}"/>`,
    hairShapes[style]!,
    `<circle cx="87" cy="90" r="3.5" fill="#2b2b2b"/><circle cx="113" cy="90" r="3.5" fill="#2b2b2b"/>`,
    `<path d="M88 108C95 114 105 114 112 108" fill="none" stroke="#7a3b2e" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(200, 200, 'Player portrait', body);
}

/** The portrait shown for a player without one: a neutral silhouette. */
export function defaultAvatar(): string {
  const body = [
    `<rect width="200" height="200" fill="#dfe3e8"/>`,
    `<circle cx="100" cy="82" r="38" fill="#aab2bd"/>`,
    `<path d="M34 200C34 156 64 132 100 132C136 132 166 156 166 200Z" fill="#aab2bd"/>`,
  ].join('');
  return svgDocument(200, 200, 'Player', body);
}

/** A phone showing the app: a player card with a rating gauge, over a dartboard. */
export function appDownloadPhone(): string {
  const board = dartboard(180, 330, 86, CLASSIC_BOARD, false);
  const body = [
    `<defs>${linearGradient('screen', '#0f2741', '#1d4e89', 'vertical')}${linearGradient('case', '#3b3f46', '#17191d')}</defs>`,
    `<rect x="40" y="20" width="280" height="560" rx="44" fill="url(#case)"/>`,
    `<rect x="54" y="34" width="252" height="532" rx="32" fill="url(#screen)"/>`,
    `<rect x="140" y="46" width="80" height="16" rx="8" fill="#17191d"/>`,
    // Header bar with the app name.
    `<text x="180" y="100" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">Adarts</text>`,
    // Player card.
    `<rect x="74" y="122" width="212" height="96" rx="14" fill="#ffffff" fill-opacity="0.12"/>`,
    `<circle cx="112" cy="170" r="24" fill="#f4d2b5"/><path d="M88 170C88 150 100 140 112 140C124 140 136 150 136 170C130 160 122 156 112 156C102 156 94 160 88 170Z" fill="#1b1b1b"/>`,
    `<rect x="148" y="146" width="110" height="10" rx="5" fill="#ffffff" fill-opacity="0.85"/>`,
    `<rect x="148" y="166" width="80" height="8" rx="4" fill="#ffffff" fill-opacity="0.5"/>`,
    `<rect x="148" y="186" width="120" height="10" rx="5" fill="#ffffff" fill-opacity="0.2"/>`,
    `<rect x="148" y="186" width="78" height="10" rx="5" fill="#ffcc33"/>`,
    board,
    // Buttons along the bottom.
    `<rect x="74" y="470" width="100" height="40" rx="20" fill="#e4572e"/>`,
    `<rect x="186" y="470" width="100" height="40" rx="20" fill="#ffffff" fill-opacity="0.16"/>`,
    `<rect x="150" y="540" width="60" height="6" rx="3" fill="#ffffff" fill-opacity="0.6"/>`,
  ].join('');
  return svgDocument(360, 600, 'Adarts app', body);
}

import { linearGradient, svgDocument } from './svg';

/**
 * Player portraits of the member cards: head-and-shoulders silhouettes in eight colour sets,
 * with a dart-flight badge, so cards of different members look different. Pure string builders.
 */

interface PortraitStyle {
  from: string;
  to: string;
  skin: string;
  hair: string;
  shirt: string;
  badge: string;
}

const STYLES: readonly PortraitStyle[] = [
  { from: '#1b2a4a', to: '#3d5a99', skin: '#f2c9a0', hair: '#2b1d14', shirt: '#c8102e', badge: '#ffd23f' },
  { from: '#2d1b3d', to: '#7b3fa0', skin: '#e0ac7e', hair: '#111111', shirt: '#1f8a70', badge: '#f5f5f5' },
  { from: '#0f3d3e', to: '#1f8a70', skin: '#c98e63', hair: '#3b2a20', shirt: '#f2a541', badge: '#1b2a4a' },
  { from: '#3b1f1f', to: '#a23b3b', skin: '#f6d5b8', hair: '#a0522d', shirt: '#22313f', badge: '#ffd23f' },
  { from: '#1e2b1e', to: '#4f7942', skin: '#8d5b3e', hair: '#0d0d0d', shirt: '#e8e8e8', badge: '#c8102e' },
  { from: '#112233', to: '#2f6f9f', skin: '#f0c29a', hair: '#5a3825', shirt: '#ffd23f', badge: '#112233' },
  { from: '#3a2a10', to: '#b7791f', skin: '#d9a066', hair: '#1a1a1a', shirt: '#2b6cb0', badge: '#f5f5f5' },
  { from: '#202020', to: '#555b66', skin: '#f3d3bd', hair: '#7a4b2a', shirt: '#9b2c2c', badge: '#ffd23f' },
];

export const PORTRAIT_COUNT = STYLES.length;

/** File name (without folder) of portrait `index` (0-based, wraps around). */
export const portraitFile = (index: number): string => `portrait-${(index % PORTRAIT_COUNT) + 1}.svg`;

export function portrait(index: number): string {
  const style = STYLES[index % PORTRAIT_COUNT]!;
  const id = `p${(index % PORTRAIT_COUNT) + 1}`;
  const longHair = index % 2 === 1;
  const body = [
    `<defs>${linearGradient(`${id}bg`, style.from, style.to)}</defs>`,
    `<rect width="160" height="160" fill="url(#${id}bg)"/>`,
    `<circle cx="80" cy="80" r="70" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="8"/>`,
    `<path d="M24 160c4-34 26-52 56-52s52 18 56 52z" fill="${style.shirt}"/>`,
    `<path d="M68 104h24v14c0 6-24 6-24 0z" fill="${style.skin}"/>`,
    longHair
      ? `<path d="M46 72c0-26 14-42 34-42s34 16 34 42v30c-6 4-12 4-16 0V76H62v26c-4 4-10 4-16 0z" fill="${style.hair}"/>`
      : '',
    `<ellipse cx="80" cy="74" rx="26" ry="30" fill="${style.skin}"/>`,
    longHair
      ? `<path d="M54 66c4-16 14-24 26-24s22 8 26 24c-10-6-18-10-26-10s-16 4-26 10z" fill="${style.hair}"/>`
      : `<path d="M53 70c0-20 12-30 27-30s27 10 27 30c-6-8-14-12-27-12s-21 4-27 12z" fill="${style.hair}"/>`,
    `<circle cx="70" cy="76" r="3" fill="#1a1a1a"/><circle cx="90" cy="76" r="3" fill="#1a1a1a"/>`,
    `<path d="M71 90c5 5 13 5 18 0" fill="none" stroke="#1a1a1a" stroke-width="2.5" stroke-linecap="round"/>`,
    `<path d="M112 128l14-10 4 16-18 2z" fill="${style.badge}"/><path d="M112 136l-14 10" stroke="${style.badge}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(160, 160, 'Player portrait', body);
}

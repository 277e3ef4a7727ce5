import { box, CLASSIC_BOARD, dart, dartboard, linearGradient, star, svgDocument, text, trophy } from './svg';

/**
 * Activity and match pictures in public/media/activities/ (written by generate-media.ts):
 * thumbnails for the list and larger pictures for the detail page. Text-free, so they suit
 * every language.
 */
export const ACTIVITY_IMAGE_FILES = [
  'match-board',
  'match-trophy',
  'match-stage',
  'activity-party',
  'activity-stars',
  'activity-coins',
] as const;
export type ActivityImageFile = (typeof ACTIVITY_IMAGE_FILES)[number];

export const activityImagesFor = (type: number): ActivityImageFile[] =>
  ACTIVITY_IMAGE_FILES.filter((file) => file.startsWith(type === 0 ? 'match-' : 'activity-'));

export const activityImageUrl = (mediaBase: string, file: ActivityImageFile, size: 'thumb' | 'picture'): string =>
  `${mediaBase}media/activities/${file}-${size}.svg`;

const W = 640;
const H = 360;

const RED_DART = { barrel: '#9aa3ad', grip: '#5c646e', shaft: '#1b1b1b', flight: '#d1262b', flightEdge: '#7d1016' };
const BLUE_DART = { barrel: '#9aa3ad', grip: '#5c646e', shaft: '#1b1b1b', flight: '#1d5fd1', flightEdge: '#0d2f6e' };

const background = (from: string, to: string) =>
  `<defs>${linearGradient('bg', from, to)}</defs>` + box(0, 0, W, H, 0, 'url(#bg)');

const drawings: Record<ActivityImageFile, () => string> = {
  'match-board': () =>
    background('#101a2e', '#23395d') + dartboard(320, 180, 130, CLASSIC_BOARD, false) + dart(360, 170, -25, 1, RED_DART),
  'match-trophy': () =>
    background('#2b1d0e', '#6b4a1b') +
    trophy(320, 330, 1, '#f2c94c', '#c99a2e', '#5a3d12') +
    star(170, 110, 26, '#fff3c4') +
    star(470, 90, 20, '#fff3c4', 15),
  'match-stage': () =>
    background('#1b0f2e', '#3f1f6b') +
    box(140, 250, 360, 40, 8, '#2b2b38') +
    box(200, 210, 240, 40, 8, '#3b3b4c') +
    dartboard(320, 130, 70, CLASSIC_BOARD, false) +
    `<g fill="#ffffff" opacity="0.18"><path d="M60 0L180 360H120Z"/><path d="M580 0L460 360H520Z"/></g>`,
  'activity-party': () =>
    background('#5b2a86', '#ff6f91') +
    `<circle cx="320" cy="190" r="100" fill="#ffffff" opacity="0.15"/>` +
    dart(280, 210, -30, 1.2, RED_DART) +
    dart(360, 210, 210, 1.2, BLUE_DART) +
    star(320, 110, 28, '#ffd23f'),
  'activity-stars': () =>
    background('#0f4c5c', '#2a9d8f') +
    [
      [120, 90, 30],
      [250, 200, 44],
      [400, 110, 36],
      [520, 240, 28],
      [330, 300, 22],
    ]
      .map(([x, y, r], index) => star(x!, y!, r!, index % 2 === 0 ? '#ffd23f' : '#ffffff', index * 12))
      .join(''),
  'activity-coins': () =>
    background('#3a2a05', '#8a6d1a') +
    [0, 1, 2, 3, 4]
      .map(
        (index) =>
          `<ellipse cx="${200 + index * 60}" cy="${250 - index * 28}" rx="54" ry="18" fill="#f2c94c" stroke="#a67c1a" stroke-width="4"/>`,
      )
      .join('') +
    `<circle cx="480" cy="110" r="56" fill="#f2c94c" stroke="#a67c1a" stroke-width="6"/>` +
    text(480, 130, 'G', 56, '#a67c1a'),
};

/** The same drawing as a 320×180 list thumbnail and a 640×360 detail picture. */
export const activityImage = (file: ActivityImageFile, size: 'thumb' | 'picture'): string => {
  const svg = svgDocument(W, H, file.replace(/-/g, ' '), drawings[file]());
  return size === 'thumb' ? svg.replace(`width="${W}" height="${H}"`, 'width="320" height="180"') : svg;
};

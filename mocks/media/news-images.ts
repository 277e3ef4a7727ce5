/**
 * The news illustrations in public/media/news/ (drawn by illustrations.ts, written by
 * generate-media.ts). The seed picks a news item's image among those that suit its type.
 */
export const NEWS_IMAGES = [
  { file: 'dartboard-classic', types: [4, 6] },
  { file: 'dartboard-neon', types: [3, 6] },
  { file: 'darts-trio', types: [3, 4] },
  { file: 'trophy-gold', types: [4] },
  { file: 'trophy-silver', types: [4] },
  { file: 'podium-medals', types: [4] },
  { file: 'bullseye-hit', types: [3, 4] },
  { file: 'machine-cabinet', types: [6] },
  { file: 'scoreboard', types: [4, 6] },
  { file: 'player-card', types: [3, 6] },
  { file: 'league-calendar', types: [3, 6] },
  { file: 'party-confetti', types: [3] },
] as const satisfies readonly { file: string; types: readonly number[] }[];

export type NewsImageFile = (typeof NEWS_IMAGES)[number]['file'];

export const newsImagesFor = (type: number): NewsImageFile[] =>
  NEWS_IMAGES.filter((image) => (image.types as readonly number[]).includes(type)).map((image) => image.file);

/** `mediaBase` is the site's base path ("/" or "/sub/"), so the URL works under a sub-path deploy. */
export const newsImageUrl = (mediaBase: string, file: NewsImageFile): string => `${mediaBase}media/news/${file}.svg`;

import type { ItemType } from '@/shared/api/wire';

/**
 * The item shop's catalogue: what a darts machine lets a player customise, one entry an item, in
 * catalogue (id) order. Titles, types, prices and the recommended mark are fixed here; the seed
 * adds each item's `addedAt` and `sold` from the seed number (seed-items.ts). Media are local files
 * written by `npx tsx mocks/media/generate-item-media.ts` under public/media/items/:
 *
 * - every item has a preview image `<file>.svg`;
 * - `media` says what its `url` holds: the same image, a short clip (`video`: `<file>.mp4` or
 *   `.webm`) or a short sound (`audio`: `<file>.wav`); a Style item's url lists its machine screen
 *   first, then the preview (`<file>-screen.svg,<file>.svg`: comma-separated, as the backend's
 *   media fields may be).
 *
 * Prices run from 50 gold (a hit sound) to 600 (a whole machine style), so 1,250 gold buys a few
 * things and choices matter.
 */
export interface CatalogueEntry {
  /** File name (no extension) of the item's media, unique. */
  file: string;
  title: string;
  type: ItemType;
  price: number;
  recommended: boolean;
  media: 'image' | 'video-mp4' | 'video-webm' | 'audio';
}

const entry = (
  file: string,
  title: string,
  type: ItemType,
  price: number,
  options: { recommended?: boolean; media?: CatalogueEntry['media'] } = {},
): CatalogueEntry => ({ file, title, type, price, recommended: options.recommended ?? false, media: options.media ?? 'image' });

export const ITEM_CATALOGUE: readonly CatalogueEntry[] = [
  // 1 Style: the whole machine's look (screen, board lights, menus).
  entry('neon-arcade-style', 'Neon Arcade Style', 1, 580, { recommended: true }),
  entry('midnight-pub-style', 'Midnight Pub Style', 1, 520),
  entry('sakura-night-style', 'Sakura Night Style', 1, 600, { recommended: true }),
  entry('carbon-pro-style', 'Carbon Pro Style', 1, 480),
  entry('retro-vegas-style', 'Retro Vegas Style', 1, 450),
  // 2 Mark Award: the marks drawn for hits in cricket.
  entry('gold-crown-marks', 'Gold Crown Marks', 2, 220, { recommended: true }),
  entry('flame-script-marks', 'Flame Script Marks', 2, 180),
  entry('pixel-hero-marks', 'Pixel Hero Marks', 2, 150),
  entry('chalkboard-marks', 'Chalkboard Marks', 2, 120),
  entry('neon-sign-marks', 'Neon Sign Marks', 2, 200),
  // 3 Effect: what the screen shows on every hit.
  entry('spark-burst-effect', 'Spark Burst Hit Effect', 3, 260, { recommended: true, media: 'video-mp4' }),
  entry('ripple-ring-effect', 'Ripple Ring Effect', 3, 240, { media: 'video-webm' }),
  entry('comet-trail-effect', 'Comet Trail Effect', 3, 300),
  entry('shatter-glass-effect', 'Shatter Glass Effect', 3, 280),
  entry('confetti-pop-effect', 'Confetti Pop Effect', 3, 150),
  // 4 Sound: the sound of every hit.
  entry('arcade-blip-sounds', 'Arcade Blip Sounds', 4, 90, { media: 'audio' }),
  entry('steel-tip-thunk', 'Steel Tip Thunk', 4, 60, { media: 'audio' }),
  entry('synth-wave-hits', 'Synth Wave Hits', 4, 120, { recommended: true, media: 'audio' }),
  entry('wood-block-hits', 'Wood Block Hits', 4, 50, { media: 'audio' }),
  entry('taiko-drum-hits', 'Taiko Drum Hits', 4, 140, { media: 'audio' }),
  // 5 Bull: the animation of a bull hit.
  entry('bullseye-blast', 'Bullseye Blast', 5, 320, { recommended: true, media: 'video-mp4' }),
  entry('dragon-eye-bull', 'Dragon Eye Bull', 5, 360),
  entry('golden-target-bull', 'Golden Target Bull', 5, 280),
  entry('black-hole-bull', 'Black Hole Bull', 5, 340),
  entry('lightning-bull', 'Lightning Bull', 5, 250),
  // 6 Bull Sound: the sound of a bull hit.
  entry('stadium-roar-bull', 'Stadium Roar Bull Sound', 6, 130, { media: 'audio' }),
  entry('temple-bell-bull', 'Temple Bell Bull Sound', 6, 110, { media: 'audio' }),
  entry('laser-zap-bull', 'Laser Zap Bull Sound', 6, 80, { recommended: true, media: 'audio' }),
  entry('cash-register-bull', 'Cash Register Bull Sound', 6, 70, { media: 'audio' }),
  entry('gong-bull', 'Gong Bull Sound', 6, 100, { media: 'audio' }),
  // 71-78: the movie of each award.
  entry('low-ton-rocket', 'Low Ton Rocket', 71, 160),
  entry('low-ton-fireworks', 'Low Ton Fireworks', 71, 180, { recommended: true }),
  entry('low-ton-comic-pop', 'Low Ton Comic Pop', 71, 130),
  entry('low-ton-neon', 'Low Ton Neon', 71, 150),
  entry('high-ton-meteor', 'High Ton Meteor', 72, 220),
  entry('high-ton-thunder', 'High Ton Thunder', 72, 240),
  entry('high-ton-gold-rush', 'High Ton Gold Rush', 72, 260, { recommended: true }),
  entry('high-ton-skyline', 'High Ton Skyline', 72, 200),
  entry('hat-trick-top-hat', 'Hat Trick Top Hat', 73, 210),
  entry('hat-trick-magic-show', 'Hat Trick Magic Show', 73, 250, { recommended: true }),
  entry('hat-trick-triple-flame', 'Hat Trick Triple Flame', 73, 230),
  entry('hat-trick-cowboy', 'Hat Trick Cowboy', 73, 190),
  entry('three-in-a-bed-pillow-fight', 'Three In A Bed Pillow Fight', 74, 200),
  entry('three-in-a-bed-lullaby', 'Three In A Bed Lullaby', 74, 170),
  entry('three-in-a-bed-slumber-party', 'Three In A Bed Slumber Party', 74, 220),
  entry('three-in-a-bed-dream-cloud', 'Three In A Bed Dream Cloud', 74, 190),
  entry('three-in-the-black-eclipse', 'Three In The Black Eclipse', 75, 300, { recommended: true }),
  entry('three-in-the-black-panther', 'Three In The Black Panther', 75, 280),
  entry('three-in-the-black-nebula', 'Three In The Black Nebula', 75, 320),
  entry('three-in-the-black-shadow-ninja', 'Three In The Black Shadow Ninja', 75, 340),
  entry('ton-80-supernova', 'Ton 80 Supernova', 76, 350, { recommended: true }),
  entry('ton-80-champion-banner', 'Ton 80 Champion Banner', 76, 300),
  entry('ton-80-volcano', 'Ton 80 Volcano', 76, 330),
  entry('ton-80-golden-darts', 'Ton 80 Golden Darts', 76, 380),
  entry('white-horse-gallop', 'White Horse Gallop', 77, 260),
  entry('white-horse-unicorn', 'White Horse Unicorn', 77, 310),
  entry('white-horse-carousel', 'White Horse Carousel', 77, 240),
  entry('white-horse-knight', 'White Horse Knight', 77, 280),
  entry('9-mark-tsunami', '9 Mark Tsunami', 78, 290),
  entry('9-mark-galaxy', '9 Mark Galaxy', 78, 330, { recommended: true }),
  entry('9-mark-phoenix', '9 Mark Phoenix', 78, 360),
  entry('9-mark-aurora', '9 Mark Aurora', 78, 310),
];

/** The item id of a catalogue file name: ids follow the catalogue order from 1. */
export function catalogueItemId(file: string): number {
  const index = ITEM_CATALOGUE.findIndex((item) => item.file === file);
  if (index < 0) throw new Error(`no catalogue item "${file}"`);
  return index + 1;
}

/** File names (under public/media/items/) of an entry's media, preview first. */
export function catalogueMediaFiles(item: CatalogueEntry): string[] {
  switch (item.media) {
    case 'image':
      return item.type === 1 ? [`${item.file}.svg`, `${item.file}-screen.svg`] : [`${item.file}.svg`];
    case 'video-mp4':
      return [`${item.file}.svg`, `${item.file}.mp4`];
    case 'video-webm':
      return [`${item.file}.svg`, `${item.file}.webm`];
    case 'audio':
      return [`${item.file}.svg`, `${item.file}.wav`];
  }
}

/** The `previewImg` and `url` an item answers: the preview image, and its media (see the header). */
export function catalogueMedia(mediaBase: string, item: CatalogueEntry): { previewImg: string; url: string } {
  const [preview, ...others] = catalogueMediaFiles(item).map((name) => `${mediaBase}media/items/${name}`);
  const url = item.type === 1 && item.media === 'image' ? [...others, preview].join(',') : (others[0] ?? preview!);
  return { previewImg: preview!, url };
}

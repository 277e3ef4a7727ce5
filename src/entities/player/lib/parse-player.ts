import type { PlayerDetail } from '@/shared/api';

export interface PlayerImage {
  uid: string;
  url: string;
}

export interface PlayerAchievement {
  id: string;
  label: string;
  content: string;
}

/** Outcome of reading one JSON-string field: what could be read, and whether the text was broken. */
export interface Parsed<Item> {
  items: Item[];
  /** The field held text that is not the expected JSON list (shown as "could not be shown"). */
  unreadable: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** JSON.parse that never throws; `undefined` for text that is not JSON. */
const tryParse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Reads a JSON-string list field defensively: null or blank text is an empty list; text that is
 * not a JSON array is "unreadable"; entries of the wrong shape are skipped one by one, so one
 * bad entry never hides the good ones, and nothing here ever throws.
 */
const parseList = <Item>(text: string | null | undefined, readItem: (value: Record<string, unknown>, index: number) => Item | null): Parsed<Item> => {
  if (text === null || text === undefined || text.trim() === '') return { items: [], unreadable: false };
  const value = tryParse(text);
  if (!Array.isArray(value)) return { items: [], unreadable: true };
  const items = value.flatMap((entry, index) => {
    const item = isRecord(entry) ? readItem(entry, index) : null;
    return item === null ? [] : [item];
  });
  return { items, unreadable: items.length === 0 && value.length > 0 };
};

/** Only http(s) addresses and paths of this site: never `javascript:` or `data:` in an image. */
const safeUrl = (value: unknown): string | null => {
  const url = asText(value)?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
};

/** `picture`, `dartImg`, `goods`: `[{uid, url}]`. */
export const parseImages = (text: string | null | undefined): Parsed<PlayerImage> =>
  parseList(text, (entry, index) => {
    const url = safeUrl(entry.url);
    return url ? { uid: asText(entry.uid) ?? `image-${index}`, url } : null;
  });

/** `achievement`: `[{id, label, content}]`. */
export const parseAchievements = (text: string | null | undefined): Parsed<PlayerAchievement> =>
  parseList(text, (entry, index) => {
    const content = asText(entry.content)?.trim() ?? '';
    const label = asText(entry.label)?.trim() ?? '';
    if (!content && !label) return null;
    return { id: asText(entry.id) ?? `achievement-${index}`, label, content };
  });

/** A link the page may open in a new tab: http(s) only. */
export const safeLink = (value: string | null | undefined): string | null => {
  const url = value?.trim();
  return url && /^https?:\/\//i.test(url) ? url : null;
};

export interface PlayerProfile {
  id: number;
  name: string;
  pictures: Parsed<PlayerImage>;
  dartImages: Parsed<PlayerImage>;
  goods: Parsed<PlayerImage>;
  achievements: Parsed<PlayerAchievement>;
  specs: { tip: string | null; barrel: string | null; shaft: string | null; flight: string | null };
  videoUrl: string | null;
  links: { facebook: string | null; twitter: string | null; other: string | null };
}

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The player answer with every JSON-string field read defensively, ready to render. */
export const readPlayerProfile = (player: PlayerDetail): PlayerProfile => ({
  id: player.id,
  name: player.name,
  pictures: parseImages(player.picture),
  dartImages: parseImages(player.dartImg),
  goods: parseImages(player.goods),
  achievements: parseAchievements(player.achievement),
  specs: {
    tip: blankToNull(player.dartTip),
    barrel: blankToNull(player.dartBarrel),
    shaft: blankToNull(player.dartShaft),
    flight: blankToNull(player.dartFlight),
  },
  videoUrl: safeUrl(player.videoUrl),
  links: { facebook: safeLink(player.facebookLink), twitter: safeLink(player.twitterLink), other: safeLink(player.otherLink) },
});

/** The first picture of a list answer's `picture` text, or null. */
export const firstPictureUrl = (text: string | null | undefined): string | null => parseImages(text).items[0]?.url ?? null;

/** How an item's media plays: a picture, a clip or a sound. */
export type MediaKind = 'image' | 'video' | 'audio';

const KIND_OF_EXTENSION: Record<string, MediaKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
};

/** The URLs of a media field: comma-separated, blanks dropped. */
export const mediaUrls = (field: string | null | undefined): string[] =>
  (field ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');

/**
 * The kind of an item's media, from the extension of its first URL (api-reference section 2);
 * query strings and fragments do not count. Unknown or missing: an image, whose fallback copes.
 */
export const mediaKindOf = (field: string | null | undefined): MediaKind => {
  const [first] = mediaUrls(field);
  const path = first?.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && KIND_OF_EXTENSION[extension]) || 'image';
};

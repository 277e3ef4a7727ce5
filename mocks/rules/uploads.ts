import { isWithinImageLimits, MAX_UPLOAD_IMAGE_SIDE, readImageSize, sniffImageType, type UploadImageType } from '@/shared/api/wire';
import { allowWith, refuse, type Decision } from './decision';
import { formatBytes, MAX_UPLOAD_IMAGE_BYTES } from './limits';

/**
 * Uploaded images (uploadAbsolutelyPictures, api-reference section 4): one image, PNG, JPEG, WebP
 * or GIF recognised by its bytes (never by its file name or declared type), at most 2 MB and at
 * most 4096 px a side as its header declares it; served back by the fake backend at a URL of its own.
 */

export type ImageType = UploadImageType;

/**
 * An upload is accepted, as the image type its bytes name, when it is one of the four, at most
 * 2 MB, and its header declares a size within MAX_UPLOAD_IMAGE_SIDE both ways (a header that
 * declares none cannot be shown either).
 */
export function decideUpload(bytes: Uint8Array): Decision<{ mediaType: ImageType }> {
  if (bytes.byteLength > MAX_UPLOAD_IMAGE_BYTES) return refuse('uploadTooLarge', { limit: formatBytes(MAX_UPLOAD_IMAGE_BYTES) });
  const mediaType = sniffImageType(bytes);
  if (!mediaType) return refuse('uploadNotAnImage');
  const size = readImageSize(bytes, mediaType);
  if (!size) return refuse('uploadUnreadable');
  return isWithinImageLimits(size) ? allowWith({ mediaType }) : refuse('uploadImageTooBig', { side: MAX_UPLOAD_IMAGE_SIDE });
}

/** Where the fake backend serves uploads: `/rpi/picture/uploads/<32 hex>.<ext>`. */
export const UPLOADS_PATH = '/rpi/picture/uploads/';

const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const UPLOAD_FILE = /^([0-9a-f]{32})\.(png|jpg|webp|gif)$/;

/** The file name of an upload in its URL. */
export const uploadFileName = (id: string, mediaType: ImageType): string => `${id}.${EXTENSIONS[mediaType]}`;

/** The absolute URL of an upload on the backend's own origin. */
export const uploadUrl = (origin: string, id: string, mediaType: ImageType): string =>
  `${origin}${UPLOADS_PATH}${uploadFileName(id, mediaType)}`;

/** The upload id of a served file name ("<id>.png"), or null. */
export const uploadIdOfFileName = (fileName: string): string | null => UPLOAD_FILE.exec(fileName)?.[1] ?? null;

/**
 * The upload id a portrait URL names, when it is one of this backend's upload URLs: an absolute
 * URL on `origin` (the backend's own) or an origin-relative path. Anything else (a
 * URL of another site, a page, a made-up path) is null.
 */
export function uploadIdOfUrl(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.search !== '' || parsed.hash !== '') return null;
  if (!parsed.pathname.startsWith(UPLOADS_PATH)) return null;
  return uploadIdOfFileName(parsed.pathname.slice(UPLOADS_PATH.length));
}

/** The upload id of a stored portrait URL, whatever origin it was saved on; null for other images. */
export function uploadIdOfStoredUrl(url: string | undefined): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://fake.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(UPLOADS_PATH) ? uploadIdOfFileName(pathname.slice(UPLOADS_PATH.length)) : null;
}

/** Bytes as base64 (how uploads are kept: the browser saves the fake data as JSON text). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the retention rule reads of an upload. */
export interface StoredUpload {
  id: string;
  memberId: number;
  createdAt: number;
}

/** Uploads kept in all, beyond each member's own two (a bound on memory for a long-running server). */
export const MAX_UPLOADS_KEPT = 64;

/**
 * The uploads to delete so that what is kept stays small: of each member, only the portrait in
 * use and the newest upload (the one a form is about to save); and at most MAX_UPLOADS_KEPT in
 * all, the oldest not in use going first. A portrait in use is never deleted.
 */
export function uploadsToDrop(uploads: readonly StoredUpload[], inUse: ReadonlySet<string>, maxKept = MAX_UPLOADS_KEPT): string[] {
  const newestFirst = [...uploads].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const newestOf = new Map<number, string>();
  for (const upload of newestFirst) if (!newestOf.has(upload.memberId)) newestOf.set(upload.memberId, upload.id);
  const drop = new Set(newestFirst.filter((upload) => !inUse.has(upload.id) && newestOf.get(upload.memberId) !== upload.id).map((upload) => upload.id));
  const kept = newestFirst.filter((upload) => !drop.has(upload.id));
  let excess = kept.length - maxKept;
  for (const upload of kept.reverse()) {
    if (excess <= 0) break;
    if (inUse.has(upload.id)) continue;
    drop.add(upload.id);
    excess -= 1;
  }
  return [...drop];
}

import { UPLOAD_IMAGE_TYPES } from './calls/member-account';

/**
 * What the first bytes of an uploaded image say (api-reference section 4): its type, by its
 * content, never by its name or declared type, and its width and height as its header declares
 * them. Shared by the portal (checked before it decodes a picture the member chose) and the fake
 * backend (checked again on arrival), like text-fields.ts.
 */

export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/**
 * The largest width and height an upload may declare: 4096 × 4096 is 16.7 million pixels, 64 MB
 * decoded. The header is what a browser allocates by, so a file of a few hundred bytes declaring
 * 20000 × 20000 would cost every friend's browser 1.6 GB.
 */
export const MAX_UPLOAD_IMAGE_SIDE = 4096;

/** How many first bytes tell an image's type (not its size: a JPEG's frame header may come later). */
export const IMAGE_TYPE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly (number | string)[], offset = 0): boolean => {
  const expected = signature.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : [part]));
  return bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
};

/** The image type the bytes' signature names, or null when they are no PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ['GIF87a']) || startsWith(bytes, ['GIF89a'])) return 'image/gif';
  if (startsWith(bytes, ['RIFF']) && startsWith(bytes, ['WEBP'], 8)) return 'image/webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) => u16le(bytes, at) + u16le(bytes, at + 2) * 0x10000;

/** PNG: the IHDR chunk, always first. */
const pngSize = (bytes: Uint8Array): ImageSize | null =>
  bytes.length >= 24 && startsWith(bytes, ['IHDR'], 12) ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;

/** GIF: the logical screen descriptor after the signature. */
const gifSize = (bytes: Uint8Array): ImageSize | null => (bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null);

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  if (startsWith(bytes, ['VP8 '], 12) && startsWith(bytes, [0x9d, 0x01, 0x2a], 23) && bytes.length >= 30) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (startsWith(bytes, ['VP8L'], 12) && bytes[20] === 0x2f && bytes.length >= 25) {
    const bits = u32le(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, ['VP8X'], 12) && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

// Start-of-frame markers (SOF0-SOF15 but DHT, JPG and DAC, which share the range).
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers without a length: restart markers, TEM and another start of image.
const standsAlone = (marker: number) => (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01;

/** JPEG: the first start-of-frame segment, found by walking the segments before it. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === undefined) return null;
    if (standsAlone(marker)) continue;
    // The image data or its end, before any frame header: nothing declares a size.
    if (marker === 0xda || marker === 0xd9 || at + 2 > bytes.length) return null;
    if (isStartOfFrame(marker)) return at + 7 <= bytes.length ? { width: u16be(bytes, at + 5), height: u16be(bytes, at + 3) } : null;
    const length = u16be(bytes, at);
    if (length < 2) return null;
    at += length;
  }
  return null;
}

const readers: Record<UploadImageType, (bytes: Uint8Array) => ImageSize | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
};

/**
 * The width and height an image of `type` declares in its header, or null when the header is cut
 * short, broken, or declares no size (0, or a JPEG whose height comes after its data).
 */
export function readImageSize(bytes: Uint8Array, type: UploadImageType): ImageSize | null {
  const size = readers[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** Whether a declared size is within MAX_UPLOAD_IMAGE_SIDE both ways. */
export const isWithinImageLimits = (size: ImageSize): boolean => size.width <= MAX_UPLOAD_IMAGE_SIDE && size.height <= MAX_UPLOAD_IMAGE_SIDE;

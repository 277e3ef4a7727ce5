import { MAX_UPLOAD_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from '@/shared/api';

export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** How many first bytes of a file tell its image type. */
export const IMAGE_HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly (number | null)[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => byte === null || bytes[offset + index] === byte);

/**
 * The image type of a file by its content (its first bytes), as the backend checks it
 * (api-reference section 4): a renamed text file is not a picture, whatever its name or type say.
 */
export const sniffImageType = (head: Uint8Array): UploadImageType | null => {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38, null, 0x61]) && (head[4] === 0x37 || head[4] === 0x39)) return 'image/gif';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
};

export type ImageFileError = 'account:portrait.wrongType' | 'account:portrait.tooLarge' | 'account:portrait.unreadable';

/** One image of a type the backend takes and at most 2 MB, checked before anything is sent. */
export const checkImageFile = (size: number, head: Uint8Array): { type: UploadImageType } | { error: ImageFileError } => {
  const type = sniffImageType(head);
  if (!type) return { error: 'account:portrait.wrongType' };
  if (size > MAX_UPLOAD_IMAGE_BYTES) return { error: 'account:portrait.tooLarge' };
  return { type };
};

/**
 * The type the cropped portrait is encoded in: JPEG and WebP keep theirs (small files for photos);
 * PNG stays PNG, and a GIF becomes a PNG of its first frame (a canvas cannot write GIF).
 */
export const croppedType = (source: UploadImageType): 'image/png' | 'image/jpeg' | 'image/webp' =>
  source === 'image/jpeg' || source === 'image/webp' ? source : 'image/png';

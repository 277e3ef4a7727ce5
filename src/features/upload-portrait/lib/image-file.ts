import { isWithinImageLimits, MAX_UPLOAD_IMAGE_BYTES, readImageSize, sniffImageType, type UploadImageType } from '@/shared/api';

export type { UploadImageType };

export type ImageFileError =
  | 'account:portrait.wrongType'
  | 'account:portrait.tooLarge'
  | 'account:portrait.tooManyPixels'
  | 'account:portrait.unreadable';

/**
 * One image of a type the backend takes, at most 2 MB and at most 4096 px a side as its header
 * declares it (api-reference section 4), checked before anything is decoded or sent: a file of a
 * few hundred bytes may declare 20000 × 20000 px, 1.6 GB once the browser decodes it. `bytes` is
 * the whole file when it is within 2 MB (a JPEG declares its size after its other headers), else
 * its first bytes.
 */
export const checkImageFile = (size: number, bytes: Uint8Array): { type: UploadImageType } | { error: ImageFileError } => {
  const type = sniffImageType(bytes);
  if (!type) return { error: 'account:portrait.wrongType' };
  if (size > MAX_UPLOAD_IMAGE_BYTES) return { error: 'account:portrait.tooLarge' };
  const declared = readImageSize(bytes, type);
  if (!declared) return { error: 'account:portrait.unreadable' };
  return isWithinImageLimits(declared) ? { type } : { error: 'account:portrait.tooManyPixels' };
};

/**
 * The type the cropped portrait is encoded in: JPEG and WebP keep theirs (small files for photos);
 * PNG stays PNG, and a GIF becomes a PNG of its first frame (a canvas cannot write GIF).
 */
export const croppedType = (source: UploadImageType): 'image/png' | 'image/jpeg' | 'image/webp' =>
  source === 'image/jpeg' || source === 'image/webp' ? source : 'image/png';

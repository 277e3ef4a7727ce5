import { describe, expect, it } from 'vitest';
import { pngHeader } from '@mocks/test-support';
import { MAX_UPLOAD_IMAGE_BYTES } from '@/shared/api';
import { checkImageFile, croppedType } from './image-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = pngHeader(300, 200);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 200, 1, 44, 1, 1, 0x11, 0);

describe('checkImageFile', () => {
  it('takes an image of at most 2 MB and 4096 × 4096 pixels', () => {
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES, PNG)).toEqual({ type: 'image/png' });
    expect(checkImageFile(1, JPEG)).toEqual({ type: 'image/jpeg' });
    expect(checkImageFile(100, pngHeader(4096, 4096))).toEqual({ type: 'image/png' });
  });

  it('says what is wrong: the type first, then the size', () => {
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES + 1, PNG)).toEqual({ error: 'account:portrait.tooLarge' });
    expect(checkImageFile(100, new TextEncoder().encode('%PDF-1.7'))).toEqual({ error: 'account:portrait.wrongType' });
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES * 3, new TextEncoder().encode('%PDF-1.7'))).toEqual({
      error: 'account:portrait.wrongType',
    });
  });

  it('refuses a picture declared wider or higher than 4096 px, however small its file, and one that declares no size', () => {
    expect(checkImageFile(400, pngHeader(20_000, 20_000))).toEqual({ error: 'account:portrait.tooManyPixels' });
    expect(checkImageFile(400, pngHeader(4097, 10))).toEqual({ error: 'account:portrait.tooManyPixels' });
    expect(checkImageFile(8, PNG.subarray(0, 8))).toEqual({ error: 'account:portrait.unreadable' });
  });
});

describe('croppedType', () => {
  it('keeps JPEG and WebP, writes PNG for PNG and GIF', () => {
    expect(croppedType('image/jpeg')).toBe('image/jpeg');
    expect(croppedType('image/webp')).toBe('image/webp');
    expect(croppedType('image/png')).toBe('image/png');
    expect(croppedType('image/gif')).toBe('image/png');
  });
});

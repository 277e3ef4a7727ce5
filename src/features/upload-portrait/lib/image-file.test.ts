import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_IMAGE_BYTES } from '@/shared/api';
import { checkImageFile, croppedType, sniffImageType } from './image-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00');
const WEBP = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBP');

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('GIF87a\x01\x00'))).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses anything else, whatever the file is called', () => {
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVE'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('BM6\x00\x00\x00'))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('takes an image of at most 2 MB', () => {
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES, PNG)).toEqual({ type: 'image/png' });
    expect(checkImageFile(1, JPEG)).toEqual({ type: 'image/jpeg' });
  });

  it('says what is wrong: the type first, then the size', () => {
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES + 1, PNG)).toEqual({ error: 'account:portrait.tooLarge' });
    expect(checkImageFile(100, new TextEncoder().encode('%PDF-1.7'))).toEqual({ error: 'account:portrait.wrongType' });
    expect(checkImageFile(MAX_UPLOAD_IMAGE_BYTES * 3, new TextEncoder().encode('%PDF-1.7'))).toEqual({
      error: 'account:portrait.wrongType',
    });
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

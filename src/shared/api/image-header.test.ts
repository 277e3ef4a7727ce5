import { describe, expect, it } from 'vitest';
import { pngHeader } from '@mocks/test-support';
import { isWithinImageLimits, readImageSize, sniffImageType } from './image-header';

const bytes = (...values: (number | string)[]): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));
const be16 = (value: number) => [value >>> 8, value & 0xff];
const le16 = (value: number) => [value & 0xff, value >>> 8];
const le24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, value >>> 16];

/** A JPEG whose frame header comes after an APP0 and an EXIF-sized APP1 segment, as a camera writes it. */
const jpeg = (width: number, height: number, frame = 0xc2) =>
  bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xe1, ...be16(602), ...new Array<number>(600).fill(0), 0xff, frame, 0, 17, 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
const gif = (width: number, height: number) => bytes('GIF89a', ...le16(width), ...le16(height), 0xf7, 0, 0);
const webpLossy = (width: number, height: number) => bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ', 0, 0, 0, 0, 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height));
const webpLossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8L', 0, 0, 0, 0, 0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff, 0);
};
const webpExtended = (width: number, height: number) => bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8X', 10, 0, 0, 0, 0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1));

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(sniffImageType(pngHeader(1, 1))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 36, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });

  it('refuses everything else, whatever a name would say: SVG, HTML, text, a RIFF that is no WebP, a bitmap, a cut-off signature', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 36, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes('BM6', 0, 0, 0))).toBeNull();
    expect(sniffImageType(pngHeader(1, 1).subarray(0, 7))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe('readImageSize', () => {
  it.each([
    ['PNG (IHDR)', pngHeader(300, 200), 'image/png'],
    ['JPEG (progressive frame after EXIF)', jpeg(300, 200), 'image/jpeg'],
    ['JPEG (baseline frame)', jpeg(300, 200, 0xc0), 'image/jpeg'],
    ['GIF (logical screen)', gif(300, 200), 'image/gif'],
    ['WebP lossy (VP8)', webpLossy(300, 200), 'image/webp'],
    ['WebP lossless (VP8L)', webpLossless(300, 200), 'image/webp'],
    ['WebP extended (VP8X canvas)', webpExtended(300, 200), 'image/webp'],
  ] as const)('reads the width and height %s declares', (_, image, type) => {
    expect(readImageSize(image, type)).toEqual({ width: 300, height: 200 });
  });

  it('reads the largest sizes each format can declare, so the limit sees them', () => {
    expect(readImageSize(pngHeader(20_000, 20_000), 'image/png')).toEqual({ width: 20_000, height: 20_000 });
    expect(readImageSize(pngHeader(0xffffffff, 1), 'image/png')).toEqual({ width: 0xffffffff, height: 1 });
    expect(readImageSize(jpeg(65_535, 65_535), 'image/jpeg')).toEqual({ width: 65_535, height: 65_535 });
    expect(readImageSize(gif(65_535, 65_535), 'image/gif')).toEqual({ width: 65_535, height: 65_535 });
    expect(readImageSize(webpLossless(16_384, 16_384), 'image/webp')).toEqual({ width: 16_384, height: 16_384 });
    expect(readImageSize(webpExtended(16_777_216, 1), 'image/webp')).toEqual({ width: 16_777_216, height: 1 });
  });

  it.each([
    ['a PNG cut off before its IHDR', pngHeader(1, 1).subarray(0, 20), 'image/png'],
    ['a PNG whose first chunk is no IHDR', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'tEXt', ...new Array<number>(12).fill(1)), 'image/png'],
    ['a PNG of width 0', pngHeader(0, 10), 'image/png'],
    ['a JPEG whose data starts before any frame header', bytes(0xff, 0xd8, 0xff, 0xda, 0, 2), 'image/jpeg'],
    ['a JPEG cut off inside a segment', jpeg(300, 200).subarray(0, 400), 'image/jpeg'],
    ['a JPEG of height 0 (given later, by a DNL marker)', jpeg(300, 0), 'image/jpeg'],
    ['a JPEG with garbage between segments', bytes(0xff, 0xd8, 0x00, 0x00), 'image/jpeg'],
    ['a GIF cut off in its screen descriptor', bytes('GIF89a', 1, 0), 'image/gif'],
    ['a WebP of an unknown chunk', bytes('RIFF', 0, 0, 0, 0, 'WEBPJUNK', ...new Array<number>(14).fill(0)), 'image/webp'],
    ['a lossy WebP without its start code', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ', ...new Array<number>(14).fill(0)), 'image/webp'],
  ] as const)('reads nothing from %s', (_, image, type) => {
    expect(readImageSize(image, type)).toBeNull();
  });
});

describe('isWithinImageLimits', () => {
  it('takes up to 4096 px a side', () => {
    expect(isWithinImageLimits({ width: 4096, height: 4096 })).toBe(true);
    expect(isWithinImageLimits({ width: 4097, height: 1 })).toBe(false);
    expect(isWithinImageLimits({ width: 1, height: 4097 })).toBe(false);
  });
});

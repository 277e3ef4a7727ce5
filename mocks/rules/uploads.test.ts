import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_IMAGE_BYTES } from './limits';
import {
  decideUpload,
  fromBase64,
  sniffImageType,
  toBase64,
  uploadIdOfStoredUrl,
  uploadIdOfUrl,
  uploadsToDrop,
  uploadUrl,
} from './uploads';

const bytes = (...values: (number | string)[]): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF');
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 36, 0, 0, 0, 'WEBPVP8 ');
const ID = '0123456789abcdef0123456789abcdef';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF (87a and 89a) and WebP by their bytes', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a', 0))).toBe('image/gif');
    expect(sniffImageType(WEBP)).toBe('image/webp');
  });

  it('refuses everything else, whatever a name would say: SVG, HTML, text, a RIFF that is no WebP, a cut-off signature', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 36, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });
});

describe('decideUpload', () => {
  it('takes an image of exactly 2 MB and refuses one byte more', () => {
    const image = new Uint8Array(MAX_UPLOAD_IMAGE_BYTES);
    image.set(PNG);
    expect(decideUpload(image)).toEqual({ ok: true, mediaType: 'image/png' });
    const tooLarge = new Uint8Array(MAX_UPLOAD_IMAGE_BYTES + 1);
    tooLarge.set(PNG);
    expect(decideUpload(tooLarge)).toEqual({ ok: false, message: 'uploadTooLarge', params: { limit: '2 MB' } });
    expect(decideUpload(bytes('hello'))).toEqual({ ok: false, message: 'uploadNotAnImage' });
  });
});

describe('upload URLs', () => {
  it('are absolute on the origin called, and name their upload back', () => {
    const url = uploadUrl('http://127.0.0.1:8787', ID, 'image/jpeg');
    expect(url).toBe(`http://127.0.0.1:8787/rpi/picture/uploads/${ID}.jpg`);
    expect(uploadIdOfUrl(url, 'http://127.0.0.1:8787')).toBe(ID);
    expect(uploadIdOfUrl(`/rpi/picture/uploads/${ID}.jpg`, 'http://127.0.0.1:8787')).toBe(ID);
  });

  it('are refused on another origin, with a query, or with a made-up name', () => {
    expect(uploadIdOfUrl(`https://evil.example/rpi/picture/uploads/${ID}.png`, 'http://localhost')).toBeNull();
    expect(uploadIdOfUrl(`//evil.example/rpi/picture/uploads/${ID}.png`, 'http://localhost')).toBeNull();
    expect(uploadIdOfUrl(`http://localhost/rpi/picture/uploads/${ID}.png?x=1`, 'http://localhost')).toBeNull();
    expect(uploadIdOfUrl('http://localhost/rpi/picture/uploads/../../media/a.png', 'http://localhost')).toBeNull();
    expect(uploadIdOfUrl(`http://localhost/rpi/picture/uploads/${ID}.svg`, 'http://localhost')).toBeNull();
    expect(uploadIdOfUrl('javascript:alert(1)', 'http://localhost')).toBeNull();
  });

  it('of a stored portrait name their upload whatever the origin; other portraits none', () => {
    expect(uploadIdOfStoredUrl(`http://localhost:5173/rpi/picture/uploads/${ID}.gif`)).toBe(ID);
    expect(uploadIdOfStoredUrl('/media/avatars/avatar-3.svg')).toBeNull();
    expect(uploadIdOfStoredUrl(undefined)).toBeNull();
  });
});

describe('base64', () => {
  it('round-trips every byte value, also past one chunk', () => {
    const all = new Uint8Array(70_000).map((_, index) => index % 256);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(toBase64(bytes('hi'))).toBe('aGk=');
  });
});

describe('uploadsToDrop', () => {
  const upload = (id: string, memberId: number, createdAt: number) => ({ id, memberId, createdAt });

  it("keeps each member's newest upload and the portrait in use, and drops the rest", () => {
    const uploads = [upload('a1', 1, 1), upload('a2', 1, 2), upload('a3', 1, 3), upload('b1', 2, 1)];
    expect(uploadsToDrop(uploads, new Set(['a1'])).sort()).toEqual(['a2']);
    expect(uploadsToDrop(uploads, new Set()).sort()).toEqual(['a1', 'a2']);
  });

  it('keeps at most the limit in all, dropping the oldest not in use first', () => {
    const uploads = [upload('m1', 1, 1), upload('m2', 2, 2), upload('m3', 3, 3), upload('m4', 4, 4)];
    expect(uploadsToDrop(uploads, new Set(['m1']), 2).sort()).toEqual(['m2', 'm3']);
  });
});

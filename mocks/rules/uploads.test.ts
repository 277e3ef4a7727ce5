import { describe, expect, it } from 'vitest';
import { pngHeader } from '../test-support';
import { MAX_UPLOAD_IMAGE_BYTES } from './limits';
import {
  decideUpload,
  fromBase64,
  toBase64,
  uploadIdOfStoredUrl,
  uploadIdOfUrl,
  uploadsToDrop,
  uploadUrl,
} from './uploads';

const bytes = (...values: (number | string)[]): Uint8Array =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

const PNG = pngHeader(1, 1);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0);
const GIF = bytes('GIF89a', 1, 0, 1, 0);
const WEBP = bytes('RIFF', 36, 0, 0, 0, 'WEBPVP8X', 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
const ID = '0123456789abcdef0123456789abcdef';

describe('decideUpload', () => {
  it('takes an image of exactly 2 MB and refuses one byte more', () => {
    const image = new Uint8Array(MAX_UPLOAD_IMAGE_BYTES);
    image.set(PNG);
    expect(decideUpload(image)).toMatchObject({ ok: true, mediaType: 'image/png' });
    const tooLarge = new Uint8Array(MAX_UPLOAD_IMAGE_BYTES + 1);
    tooLarge.set(PNG);
    expect(decideUpload(tooLarge)).toEqual({ ok: false, message: 'uploadTooLarge', params: { limit: '2 MB' } });
    expect(decideUpload(bytes('hello'))).toEqual({ ok: false, message: 'uploadNotAnImage' });
  });

  it('takes PNG, JPEG, GIF and WebP of up to 4096 px a side', () => {
    for (const image of [PNG, JPEG, GIF, WEBP, pngHeader(4096, 4096)]) expect(decideUpload(image)).toMatchObject({ ok: true });
  });

  it('refuses an image declared wider or higher than 4096 px, however few its bytes, naming the limit', () => {
    const refused = { ok: false, message: 'uploadImageTooBig', params: { side: 4096 } };
    // 20000 × 20000: 1.6 GB once a browser decodes it.
    expect(decideUpload(pngHeader(20_000, 20_000))).toEqual(refused);
    expect(decideUpload(pngHeader(4097, 1))).toEqual(refused);
    expect(decideUpload(pngHeader(1, 4097))).toEqual(refused);
    expect(decideUpload(bytes('GIF89a', 0x20, 0x4e, 0x20, 0x4e))).toEqual(refused);
  });

  it('refuses an image whose width and height cannot be read', () => {
    const unreadable = { ok: false, message: 'uploadUnreadable' };
    expect(decideUpload(PNG.subarray(0, 20))).toEqual(unreadable);
    expect(decideUpload(pngHeader(0, 10))).toEqual(unreadable);
    expect(decideUpload(bytes(0xff, 0xd8, 0xff, 0xda, 0, 2))).toEqual(unreadable);
    expect(decideUpload(bytes('RIFF', 36, 0, 0, 0, 'WEBPJUNK', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toEqual(unreadable);
  });
});

describe('upload URLs', () => {
  it("are absolute on the backend's own origin, and name their upload back", () => {
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

import { describe, expect, it } from 'vitest';
import { mediaKindOf, mediaUrls } from './media';

describe('item media', () => {
  it('splits a comma-separated field and drops blanks', () => {
    expect(mediaUrls(' /a.png, ,/b.mp4 ')).toEqual(['/a.png', '/b.mp4']);
    expect(mediaUrls(null)).toEqual([]);
  });

  it("plays by the first URL's extension, whatever the case, query or fragment", () => {
    expect(mediaKindOf('/media/items/flare.MP4?v=2,/media/items/flare.png')).toBe('video');
    expect(mediaKindOf('/media/items/cheer.ogg#t=1')).toBe('audio');
    expect(mediaKindOf('/media/items/bull.webp')).toBe('image');
  });

  it('falls back to an image for an unknown or missing extension', () => {
    expect(mediaKindOf('/media/items/mystery')).toBe('image');
    expect(mediaKindOf('')).toBe('image');
  });
});

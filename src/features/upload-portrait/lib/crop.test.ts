import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, cropSquare, dragCrop, MAX_ZOOM, outputSide } from './crop';

describe('cropSquare', () => {
  it('keeps the largest centred square by default', () => {
    expect(cropSquare({ width: 800, height: 600 }, centredCrop)).toEqual({ sx: 100, sy: 0, size: 600 });
    expect(cropSquare({ width: 300, height: 900 }, centredCrop)).toEqual({ sx: 0, sy: 300, size: 300 });
    expect(cropSquare({ width: 256, height: 256 }, centredCrop)).toEqual({ sx: 0, sy: 0, size: 256 });
  });

  it('moves the square to the edges the member chooses', () => {
    expect(cropSquare({ width: 800, height: 600 }, { zoom: 1, x: 0, y: 0.5 })).toEqual({ sx: 0, sy: 0, size: 600 });
    expect(cropSquare({ width: 800, height: 600 }, { zoom: 1, x: 1, y: 0.5 })).toEqual({ sx: 200, sy: 0, size: 600 });
  });

  it('zooms in to a smaller square that stays inside the picture', () => {
    expect(cropSquare({ width: 800, height: 600 }, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({ sx: 250, sy: 150, size: 300 });
    const corner = cropSquare({ width: 800, height: 600 }, { zoom: 3, x: 1, y: 1 });
    expect(corner.sx + corner.size).toBe(800);
    expect(corner.sy + corner.size).toBe(600);
  });

  it('never leaves the picture, whatever the choice', () => {
    for (const choice of [
      { zoom: 0, x: -1, y: 2 },
      { zoom: 99, x: 0.3, y: 0.7 },
      { zoom: Number.NaN, x: Number.NaN, y: 0.5 },
    ]) {
      const rect = cropSquare({ width: 640, height: 480 }, choice);
      expect(rect.sx).toBeGreaterThanOrEqual(0);
      expect(rect.sy).toBeGreaterThanOrEqual(0);
      expect(rect.sx + rect.size).toBeLessThanOrEqual(640);
      expect(rect.sy + rect.size).toBeLessThanOrEqual(480);
      expect(rect.size).toBeGreaterThanOrEqual(480 / MAX_ZOOM);
    }
  });

  it('keeps a tiny picture one pixel at least', () => {
    expect(cropSquare({ width: 1, height: 3 }, { zoom: 4, x: 0.5, y: 0.5 })).toEqual({ sx: 0, sy: 1, size: 1 });
  });
});

describe('outputSide', () => {
  it('saves at most 512 pixels a side, smaller squares as they are', () => {
    expect(outputSide({ sx: 0, sy: 0, size: 3000 })).toBe(512);
    expect(outputSide({ sx: 0, sy: 0, size: 200 })).toBe(200);
  });
});

describe('dragCrop', () => {
  it('moves the square against the drag, in the picture’s pixels', () => {
    // 800×600 at zoom 1: a 600 px square with 200 px of room; a 300 px preview shows 2 picture px per px.
    const moved = dragCrop({ width: 800, height: 600 }, centredCrop, 50, 0, 300);
    expect(moved.x).toBeCloseTo(0); // 50 preview px = 100 picture px = half the room, to the left
    expect(moved.y).toBe(0.5); // no vertical room: unchanged
    expect(dragCrop({ width: 800, height: 600 }, centredCrop, -500, 0, 300).x).toBe(1);
  });

  it('keeps the choice within bounds', () => {
    expect(clampCrop({ zoom: 9, x: 2, y: -3 })).toEqual({ zoom: MAX_ZOOM, x: 1, y: 0 });
  });
});

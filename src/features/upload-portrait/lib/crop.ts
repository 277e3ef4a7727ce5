/**
 * Square crop geometry for the portrait (pure, no canvas): the member chooses how far to zoom in
 * and where the square sits; the portrait is that square of the picture.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export interface CropChoice {
  /** 1 = the largest square that fits; up to MAX_ZOOM = a square MAX_ZOOM times smaller. */
  zoom: number;
  /** Where the square sits along the room it has, 0 (left / top) to 1 (right / bottom); 0.5 centres it. */
  x: number;
  y: number;
}

export interface CropRect {
  /** Top-left corner and side of the square, in the picture's pixels. */
  sx: number;
  sy: number;
  size: number;
}

export const MAX_ZOOM = 4;
/** The side of the saved portrait in pixels at most (smaller pictures keep their own size). */
export const PORTRAIT_SIZE = 512;

export const centredCrop: CropChoice = { zoom: 1, x: 0.5, y: 0.5 };

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** A choice within its bounds (a slider or a drag can go past them). */
export const clampCrop = (choice: CropChoice): CropChoice => ({
  zoom: clamp(choice.zoom, 1, MAX_ZOOM),
  x: clamp(choice.x, 0, 1),
  y: clamp(choice.y, 0, 1),
});

/** The square of the picture the choice keeps, in whole pixels, always inside the picture. */
export const cropSquare = ({ width, height }: ImageSize, choice: CropChoice): CropRect => {
  const { zoom, x, y } = clampCrop(choice);
  const size = Math.max(1, Math.floor(Math.min(width, height) / zoom));
  return {
    sx: Math.round((width - size) * x),
    sy: Math.round((height - size) * y),
    size,
  };
};

/** The side of the saved portrait: the square's own size, at most PORTRAIT_SIZE. */
export const outputSide = (rect: CropRect): number => Math.min(rect.size, PORTRAIT_SIZE);

/**
 * The choice after dragging the picture by (dx, dy) pixels of a preview `previewSide` pixels wide:
 * the picture follows the pointer, so the square moves the other way.
 */
export const dragCrop = (image: ImageSize, choice: CropChoice, dx: number, dy: number, previewSide: number): CropChoice => {
  const { size } = cropSquare(image, choice);
  const scale = size / previewSide;
  const roomX = image.width - size;
  const roomY = image.height - size;
  return clampCrop({
    ...choice,
    x: roomX > 0 ? choice.x - (dx * scale) / roomX : choice.x,
    y: roomY > 0 ? choice.y - (dy * scale) / roomY : choice.y,
  });
};

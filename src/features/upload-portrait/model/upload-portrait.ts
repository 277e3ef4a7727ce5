import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { calls, createMemberStore, createAction, IMAGE_TYPE_BYTES, MAX_UPLOAD_IMAGE_BYTES } from '@/shared/api';
import { clampCrop, centredCrop, cropSquare, outputSide, type CropChoice } from '../lib/crop';
import { checkImageFile, croppedType, type ImageFileError, type UploadImageType } from '../lib/image-file';

/** A picture the member chose, decoded and checked, ready to crop. */
export interface ChosenImage {
  /** Drawn on a canvas: the site's Content-Security-Policy allows no blob: or data: image URLs. */
  bitmap: ImageBitmap;
  width: number;
  height: number;
  type: UploadImageType;
}

/**
 * Checks the file by content, size and declared width and height, then decodes it
 * (createImageBitmap: no URL, no <img>). A file over the size limit is refused by its first bytes,
 * without reading the rest.
 */
export const readImageFx = createEffect<File, ChosenImage, ImageFileError>(async (file) => {
  const bytes = new Uint8Array(await (file.size > MAX_UPLOAD_IMAGE_BYTES ? file.slice(0, IMAGE_TYPE_BYTES) : file).arrayBuffer());
  const checked = checkImageFile(file.size, bytes);
  if ('error' in checked) throw checked.error;
  try {
    const bitmap = await createImageBitmap(file);
    return { bitmap, width: bitmap.width, height: bitmap.height, type: checked.type };
  } catch {
    throw 'account:portrait.unreadable' satisfies ImageFileError;
  }
});

/** Draws the chosen square, at most 512 px a side, and encodes it. */
export const cropImageFx = createEffect<{ image: ChosenImage; choice: CropChoice }, Blob, ImageFileError>(
  async ({ image, choice }) => {
    const rect = cropSquare(image, choice);
    const side = outputSide(rect);
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw 'account:portrait.unreadable' satisfies ImageFileError;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.bitmap, rect.sx, rect.sy, rect.size, rect.size, 0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, croppedType(image.type), 0.9));
    if (!blob) throw 'account:portrait.unreadable' satisfies ImageFileError;
    if (blob.size > MAX_UPLOAD_IMAGE_BYTES) throw 'account:portrait.tooLarge' satisfies ImageFileError;
    return blob;
  },
);

const releaseImageFx = createEffect((image: ChosenImage | null) => image?.bitmap.close());

export const uploadPortraitAction = createAction({ call: calls.uploadAbsolutelyPictures, name: 'account.uploadPortrait' });

/** The member picked a file. */
export const portraitFileChosen = createEvent<File>();
/** Zoom or position of the square changed (slider, drag). */
export const cropChanged = createEvent<Partial<CropChoice>>();
/** "Use this picture": crop and upload it. */
export const portraitUseClicked = createEvent();
/** The chosen picture is dropped without uploading. */
export const portraitCancelled = createEvent();
/** The page is left: everything is forgotten. */
export const portraitReset = createEvent();

export const $image = createMemberStore<ChosenImage | null>(null, { serialize: 'ignore', name: 'portrait.$image' });
export const $crop = createStore<CropChoice>(centredCrop, { name: 'portrait.$crop' });
/** Why the last file could not be used (a translation key), until another one is chosen. */
export const $portraitError = createStore<ImageFileError | null>(null, { name: 'portrait.$error' });
/** The URL of the picture uploaded since the page opened, waiting to be saved with the account. */
export const $uploadedPortrait = createMemberStore<string | null>(null, { name: 'portrait.$uploaded' });

export const $portraitPending = combine(
  readImageFx.pending,
  cropImageFx.pending,
  uploadPortraitAction.$pending,
  (reading, cropping, uploading) => reading || cropping || uploading,
);

/** The URL of a picture just uploaded: the account form takes it as its portrait. */
export const portraitUploaded = uploadPortraitAction.mutation.finished.success.map(({ result }) => result);

sample({ clock: portraitFileChosen, source: $portraitPending, filter: (pending) => !pending, fn: (_, file) => file, target: readImageFx });
sample({ clock: portraitFileChosen, fn: () => null, target: $portraitError });
sample({
  clock: [readImageFx.failData, cropImageFx.failData],
  // Anything but our own refusals (a file that vanished, a browser without canvas) reads as unreadable.
  fn: (error): ImageFileError => (typeof error === 'string' ? error : 'account:portrait.unreadable'),
  target: $portraitError,
});

// A new picture replaces the previous one, whose memory is given back.
sample({ clock: readImageFx.doneData, source: $image, target: releaseImageFx });
sample({ clock: readImageFx.doneData, target: $image });
sample({ clock: readImageFx.doneData, fn: () => centredCrop, target: $crop });
$crop.on(cropChanged, (choice, change) => clampCrop({ ...choice, ...change }));

// One click sends one request: nothing starts while reading, cropping or uploading.
sample({
  clock: portraitUseClicked,
  source: { image: $image, choice: $crop, pending: $portraitPending },
  filter: ({ image, pending }) => image !== null && !pending,
  fn: ({ image, choice }) => ({ image: image!, choice }),
  target: cropImageFx,
});
sample({ clock: cropImageFx.doneData, fn: (image) => ({ image, path: 1 }), target: uploadPortraitAction.requested });

sample({ clock: portraitUploaded, target: $uploadedPortrait });
// The picture is dropped once uploaded, cancelled or left; its memory goes back first.
const imageDropped = sample({ clock: [portraitUploaded, portraitCancelled, portraitReset], source: $image });
sample({ clock: imageDropped, target: releaseImageFx });
$image.reset(imageDropped);
$crop.reset(portraitCancelled, portraitReset);
$portraitError.reset(portraitCancelled, portraitReset);
$uploadedPortrait.reset(portraitReset);

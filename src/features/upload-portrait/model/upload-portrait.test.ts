import { allSettled, createWatch, fork, type Scope } from 'effector';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_IMAGE_BYTES } from '@/shared/api';
import { $toasts } from '@/shared/ui';
import { logInAs } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { centredCrop } from '../lib/crop';
import {
  $crop,
  $image,
  $portraitError,
  $uploadedPortrait,
  cropChanged,
  cropImageFx,
  portraitCancelled,
  portraitFileChosen,
  portraitUseClicked,
  readImageFx,
  uploadPortraitAction,
  type ChosenImage,
} from './upload-portrait';

/** A real 1×1 PNG: what the canvas would hand over after cropping. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** jsdom decodes no pictures and has no canvas: the browser's parts are stood in for (the browser tests use the real ones). */
const decoded = (closed: string[]): ChosenImage => ({
  bitmap: { close: () => closed.push('bitmap') } as unknown as ImageBitmap,
  width: 800,
  height: 600,
  type: 'image/png',
});

/**
 * jsdom's Blob, File and FormData cannot cross into Node's fetch and its multipart parser (the
 * fake backend reads a broken body): uploads here run with Node's own, as a browser's are native.
 */
beforeEach(async () => {
  const form = await new Response(new URLSearchParams('probe=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const memberScope = async (closed: string[] = [], cropped: Array<{ choice: unknown }> = []): Promise<Scope> => {
  const scope = fork({
    handlers: [
      [readImageFx, async (file: File) => {
        // The real checks run first; only decoding is stood in for.
        const result = await readImageFx.use.getCurrent()(file).catch((error: unknown) => {
          if (error === 'account:portrait.unreadable') return decoded(closed);
          throw error;
        });
        return result;
      }],
      [cropImageFx, ({ choice }: { choice: unknown }) => {
        cropped.push({ choice });
        return new Blob([PNG_BYTES], { type: 'image/png' });
      }],
    ],
  });
  await allSettled(sessionStarted, { scope, params: await logInAs() });
  return scope;
};

const file = (bytes: Uint8Array, size = bytes.length) => {
  const padded = new Uint8Array(size);
  padded.set(bytes.slice(0, size));
  return new File([padded], 'portrait.png', { type: 'image/png' });
};

describe('upload-portrait', () => {
  it('refuses a file that is not a PNG, JPEG, WebP or GIF image, whatever it is called', async () => {
    const scope = await memberScope();
    await allSettled(portraitFileChosen, { scope, params: new File(['<svg></svg>'], 'me.png', { type: 'image/png' }) });
    expect(scope.getState($portraitError)).toBe('account:portrait.wrongType');
    expect(scope.getState($image)).toBeNull();
  });

  it('refuses a picture larger than 2 MB before sending it', async () => {
    const scope = await memberScope();
    const starts: unknown[] = [];
    createWatch({ unit: uploadPortraitAction.mutation.started, fn: (started) => starts.push(started), scope });
    await allSettled(portraitFileChosen, { scope, params: file(PNG_BYTES, MAX_UPLOAD_IMAGE_BYTES + 1) });
    expect(scope.getState($portraitError)).toBe('account:portrait.tooLarge');
    expect(scope.getState($image)).toBeNull();
    await allSettled(portraitUseClicked, { scope });
    expect(starts).toEqual([]);
  });

  it('refuses a picture declared larger than 4096 × 4096 px before decoding or sending it', async () => {
    const scope = await memberScope();
    const decodes: unknown[] = [];
    createWatch({ unit: readImageFx.finally, fn: (settled) => decodes.push(settled.status), scope });
    // The 1×1 PNG's IHDR rewritten to declare 20000 × 20000: 1.6 GB once decoded.
    const huge = PNG_BYTES.slice();
    new DataView(huge.buffer).setUint32(16, 20_000);
    new DataView(huge.buffer).setUint32(20, 20_000);
    await allSettled(portraitFileChosen, { scope, params: file(huge) });
    expect(scope.getState($portraitError)).toBe('account:portrait.tooManyPixels');
    expect(scope.getState($image)).toBeNull();
    expect(decodes).toEqual(['fail']);
  });

  it('crops the chosen square and uploads it once, however often it is clicked', async () => {
    const closed: string[] = [];
    const cropped: Array<{ choice: unknown }> = [];
    const scope = await memberScope(closed, cropped);
    const starts: unknown[] = [];
    createWatch({ unit: uploadPortraitAction.mutation.started, fn: (started) => starts.push(started), scope });

    await allSettled(portraitFileChosen, { scope, params: file(PNG_BYTES) });
    expect(scope.getState($portraitError)).toBeNull();
    expect(scope.getState($image)).toMatchObject({ width: 800, height: 600 });
    expect(scope.getState($crop)).toEqual(centredCrop);

    await allSettled(cropChanged, { scope, params: { zoom: 2, x: 1.4 } });
    expect(scope.getState($crop)).toEqual({ zoom: 2, x: 1, y: 0.5 });

    await Promise.all([allSettled(portraitUseClicked, { scope }), allSettled(portraitUseClicked, { scope })]);
    expect(cropped).toEqual([{ choice: { zoom: 2, x: 1, y: 0.5 } }]);
    expect(starts).toHaveLength(1);
    const url = scope.getState($uploadedPortrait);
    expect(url).toMatch(/\/rpi\/picture\/uploads\/[0-9a-f]{32}\.png$/);
    // The uploaded picture is served back, as the header and the cards will load it.
    const served = await fetch(url!);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
    // Done with the picture: its memory is given back and the editor closes.
    expect(scope.getState($image)).toBeNull();
    expect(closed).toEqual(['bitmap']);
  });

  it("shows the server's refusal and keeps the picture for another try", async () => {
    const scope = fork({
      handlers: [
        [readImageFx, () => decoded([])],
        [cropImageFx, () => new Blob(['not a picture at all'], { type: 'image/png' })],
      ],
    });
    await allSettled(sessionStarted, { scope, params: await logInAs() });
    await allSettled(portraitFileChosen, { scope, params: file(PNG_BYTES) });
    await allSettled(portraitUseClicked, { scope });
    expect(scope.getState($toasts)).toEqual([expect.objectContaining({ tone: 'warning', message: { text: expect.any(String) } })]);
    expect(scope.getState($uploadedPortrait)).toBeNull();
    expect(scope.getState($image)).not.toBeNull();
    await allSettled(portraitCancelled, { scope });
    expect(scope.getState($image)).toBeNull();
  });
});

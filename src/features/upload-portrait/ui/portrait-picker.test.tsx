import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import { $crop, readImageFx } from '../model/upload-portrait';
import { PortraitPicker } from './portrait-picker';

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

// jsdom has no canvas: the preview is drawn by the browser (see the browser tests).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
afterEach(() => {
  vi.clearAllMocks();
});

describe('PortraitPicker', () => {
  it('says, on the file field, why a file cannot be a portrait', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderWithApp(<PortraitPicker currentSrc="" />);
    const input = screen.getByLabelText('Choose a picture');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(describedBy(input)).toEqual(['One PNG, JPEG, WebP or GIF image of at most 2 MB and 4096 × 4096 pixels. You choose the square to keep.']);

    await user.upload(input, new File(['%PDF-1.7 not a picture'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)[0]).toBe('This file is not a PNG, JPEG, WebP or GIF image.');
    expect(screen.queryByRole('img', { name: 'Preview of the new portrait' })).toBeNull();
  });

  it('lets the member choose the square with labelled sliders, then cancel', async () => {
    const user = userEvent.setup();
    const scope = fork({
      handlers: [[readImageFx, () => ({ bitmap: { close: () => undefined }, width: 800, height: 600, type: 'image/png' })]],
    });
    await renderWithApp(<PortraitPicker currentSrc="" />, { scope });
    await user.upload(screen.getByLabelText('Choose a picture'), new File(['x'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Preview of the new portrait' })).toBeTruthy();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom.getAttribute('aria-valuetext')).toBe('100 %');
    fireEvent.change(zoom, { target: { value: '2' } });
    expect(scope.getState($crop).zoom).toBe(2);
    expect(zoom.getAttribute('aria-valuetext')).toBe('200 %');
    fireEvent.change(screen.getByRole('slider', { name: 'Left – right' }), { target: { value: '0' } });
    expect(scope.getState($crop)).toEqual({ zoom: 2, x: 0, y: 0.5 });
    // At zoom 1 an 800×600 picture has no vertical room; zoomed in, it has.
    expect(screen.getByRole('slider', { name: 'Up – down' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Use this picture' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new portrait' })).toBeNull();
    expect(screen.getByLabelText('Choose a picture')).toBeTruthy();
  });
});

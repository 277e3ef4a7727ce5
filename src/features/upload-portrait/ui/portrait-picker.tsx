import { styled } from '@linaria/react';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@/shared/api';
import { Button, visuallyHidden } from '@/shared/ui';
import { AccountPortrait } from '@/entities/account';
import { cropSquare, dragCrop, MAX_ZOOM, type CropChoice } from '../lib/crop';
import {
  $crop,
  $image,
  $portraitError,
  $portraitPending,
  $uploadedPortrait,
  cropChanged,
  portraitCancelled,
  portraitFileChosen,
  portraitUseClicked,
  uploadPortraitAction,
  type ChosenImage,
} from '../model/upload-portrait';

/** The crop preview's side in CSS pixels (its canvas is drawn at the screen's density). */
const PREVIEW_SIDE = 200;

const Box = styled.div`
  display: grid;
  gap: var(--space-3);
  min-width: 0;

  & .title {
    font-weight: 600;
  }
  & .current {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-3) var(--space-4);
  }
  & .choose {
    display: grid;
    gap: var(--space-1);
  }
  & .choose label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    background: var(--color-paper);
    font-weight: 600;
    cursor: pointer;
    justify-self: start;
  }
  /* Hidden but focusable, whatever a surrounding form says about inputs: its label is the button. */
  & .choose input[type='file'] {
    width: 1px;
    height: 1px;
  }
  & .choose:focus-within label {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  & .choose[data-disabled='true'] label {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & .hint,
  & .status {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
  & .status:empty {
    display: none;
  }
  & .error {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
  & .editor {
    display: grid;
    gap: var(--space-3);
    padding: var(--space-3);
    border: 1px dashed var(--color-line);
    border-radius: var(--radius-m);
  }
  & canvas {
    width: ${PREVIEW_SIDE}px;
    max-width: 100%;
    aspect-ratio: 1;
    border-radius: 50%;
    background: var(--color-canvas);
    touch-action: none;
    cursor: grab;
  }
  & .slider {
    display: grid;
    gap: var(--space-1);
  }
  & .slider input {
    width: 100%;
    min-height: 32px;
    accent-color: var(--color-brand);
  }
  & .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
`;

/** Draws the chosen square of the picture on the preview canvas. */
const useCropPreview = (canvas: HTMLCanvasElement | null, image: ChosenImage | null, choice: CropChoice) => {
  useEffect(() => {
    if (!canvas || !image) return;
    const side = canvas.width;
    const context = canvas.getContext('2d');
    if (!context) return;
    const rect = cropSquare(image, choice);
    context.clearRect(0, 0, side, side);
    context.drawImage(image.bitmap, rect.sx, rect.sy, rect.size, rect.size, 0, 0, side, side);
  }, [canvas, image, choice]);
};

export interface PortraitPickerProps {
  /** The portrait shown now: the saved one, or the one just uploaded. */
  currentSrc: string;
}

/**
 * One portrait image (spec section 5): chosen from a file, checked before anything is sent (PNG,
 * JPEG, WebP or GIF by content, at most 2 MB), previewed, cropped to a square the member moves and
 * zooms (sliders or a drag), then uploaded; the account's Confirm saves it.
 */
export const PortraitPicker = ({ currentSrc }: PortraitPickerProps) => {
  const { t } = useTranslation('account');
  const [image, choice, error, pending, uploading, uploaded] = useUnit([
    $image,
    $crop,
    $portraitError,
    $portraitPending,
    uploadPortraitAction.$pending,
    $uploadedPortrait,
  ]);
  const handlers = useUnit({ chosen: portraitFileChosen, changed: cropChanged, use: portraitUseClicked, cancel: portraitCancelled });
  const ids = { title: useId(), input: useId(), hint: useId(), error: useId(), zoom: useId(), x: useId(), y: useId() };
  // Kept in state, so the preview is drawn as soon as the canvas mounts with the picture.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  useCropPreview(canvas, image, choice);

  const rect = image ? cropSquare(image, choice) : null;
  // Drawn at the screen's density, shown PREVIEW_SIDE CSS pixels wide.
  const canvasSide = Math.round(PREVIEW_SIDE * (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1));
  const roomX = image && rect ? image.width > rect.size : false;
  const roomY = image && rect ? image.height > rect.size : false;

  const pointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const pointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !image) return;
    const side = event.currentTarget.getBoundingClientRect().width || PREVIEW_SIDE;
    const next = dragCrop(image, choice, event.clientX - drag.current.x, event.clientY - drag.current.y, side);
    drag.current = { x: event.clientX, y: event.clientY };
    handlers.changed({ x: next.x, y: next.y });
  };
  const pointerUp = () => {
    drag.current = null;
  };

  const describedBy = [error ? ids.error : null, ids.hint].filter(Boolean).join(' ');
  const status = uploading ? t('portrait.uploading') : uploaded && uploaded === currentSrc ? t('portrait.ready') : '';

  return (
    <Box role="group" aria-labelledby={ids.title}>
      <span id={ids.title} className="title">
        {t('portrait.label')}
      </span>
      <div className="current">
        <AccountPortrait src={currentSrc} size={72} alt={t('portrait.current')} />
        <div className="choose" data-disabled={pending}>
          <label htmlFor={ids.input}>{image ? t('portrait.chooseAnother') : t('portrait.choose')}</label>
          <input
            id={ids.input}
            className={visuallyHidden}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            disabled={pending}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again after a cancel is a new choice.
              event.target.value = '';
              if (file) handlers.chosen(file);
            }}
          />
        </div>
      </div>
      <p id={ids.hint} className="hint">
        {t('portrait.hint')}
      </p>
      {error && (
        <p id={ids.error} className="error">
          {t(error)}
        </p>
      )}
      <p className="status" role="status">
        {status}
      </p>

      {image && rect && (
        <div className="editor">
          <p className="hint">{t('portrait.cropHint')}</p>
          <canvas
            ref={setCanvas}
            width={canvasSide}
            height={canvasSide}
            role="img"
            aria-label={t('portrait.preview')}
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
          />
          <div className="slider">
            <label htmlFor={ids.zoom}>{t('portrait.zoom')}</label>
            <input
              id={ids.zoom}
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={choice.zoom}
              aria-valuetext={t('portrait.zoomValue', { percent: Math.round(choice.zoom * 100) })}
              onChange={(event) => handlers.changed({ zoom: Number(event.target.value) })}
            />
          </div>
          <div className="slider">
            <label htmlFor={ids.x}>{t('portrait.horizontal')}</label>
            <input
              id={ids.x}
              type="range"
              min={0}
              max={100}
              value={Math.round(choice.x * 100)}
              disabled={!roomX}
              onChange={(event) => handlers.changed({ x: Number(event.target.value) / 100 })}
            />
          </div>
          <div className="slider">
            <label htmlFor={ids.y}>{t('portrait.vertical')}</label>
            <input
              id={ids.y}
              type="range"
              min={0}
              max={100}
              value={Math.round(choice.y * 100)}
              disabled={!roomY}
              onChange={(event) => handlers.changed({ y: Number(event.target.value) / 100 })}
            />
          </div>
          <div className="actions">
            <Button onClick={() => handlers.use()} disabled={pending}>
              {uploading ? t('portrait.uploading') : t('portrait.use')}
            </Button>
            <Button variant="secondary" onClick={() => handlers.cancel()} disabled={pending}>
              {t('portrait.cancel')}
            </Button>
          </div>
        </div>
      )}
    </Box>
  );
};

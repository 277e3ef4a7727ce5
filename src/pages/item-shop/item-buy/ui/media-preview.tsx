import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/shared/ui';
import { itemFallbackSrc, mediaKindOf, mediaUrls } from '@/entities/item';

/** A square stage: every kind of media takes the same room, the same as while it loads. */
const Stage = styled.div`
  position: relative;
  aspect-ratio: 1;
  width: 100%;
  overflow: hidden;
  border-radius: var(--radius-m);
  background: var(--color-night);

  & img,
  & video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  & audio {
    position: absolute;
    left: var(--space-2);
    right: var(--space-2);
    bottom: var(--space-2);
    width: calc(100% - 2 * var(--space-2));
  }
`;

export interface MediaPreviewProps {
  title: string;
  /** The item's `url`: its media, the first URL's extension says which kind. */
  url: string;
  /** The item's `previewImg`: the still shown before (and instead of) the media. */
  previewImg: string;
}

/**
 * An item's media as its kind plays it: a picture, a clip or a sound with its picture. Clips and
 * sounds never start by themselves and fetch nothing until played (preload none).
 */
export const MediaPreview = ({ title, url, previewImg }: MediaPreviewProps) => {
  const { t } = useTranslation('items');
  const preview = mediaUrls(previewImg)[0] ?? '';
  const media = mediaUrls(url)[0] ?? '';
  const kind = mediaKindOf(url);
  const name = t('detail.preview', { title });
  if (kind === 'video' && media) {
    return (
      <Stage>
        <video src={media} poster={preview || undefined} controls preload="none" playsInline aria-label={name} />
      </Stage>
    );
  }
  if (kind === 'audio' && media) {
    return (
      <Stage>
        <FallbackImage src={preview} fallbackSrc={itemFallbackSrc} alt={name} width={480} height={480} loading="eager" />
        <audio src={media} controls preload="none" aria-label={t('detail.listen', { title })} />
      </Stage>
    );
  }
  return (
    <Stage>
      <FallbackImage src={media || preview} fallbackSrc={preview || itemFallbackSrc} alt={name} width={480} height={480} loading="eager" />
    </Stage>
  );
};

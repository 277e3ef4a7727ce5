import { css, cx } from '@linaria/core';
import { FallbackImage } from '@/shared/ui';
import { mediaUrls } from '../lib/media';

/** Shown when an item's preview is missing or broken. */
export const itemFallbackSrc = '/media/item-default.svg';

// A class, not styled(FallbackImage): see shared/ui/layout.tsx on extending imported components.
const thumbClass = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: var(--radius-s);
  background: var(--color-surface-2, #eef1f5);
`;

export interface ItemThumbProps {
  /** The item's `previewImg` (comma-separated URLs: the first one is the picture). */
  preview: string;
  /** The item's title, read as the picture's description. */
  title: string;
  /** The rendered width in CSS pixels; the picture is square. */
  size?: number;
  eager?: boolean;
  className?: string;
}

/** An item's square preview picture: its size is reserved before it loads, a broken file shows the default. */
export const ItemThumb = ({ preview, title, size = 160, eager = false, className }: ItemThumbProps) => (
  <FallbackImage
    className={cx(thumbClass, className)}
    src={mediaUrls(preview)[0] ?? ''}
    fallbackSrc={itemFallbackSrc}
    alt={title}
    width={size}
    height={size}
    loading={eager ? 'eager' : 'lazy'}
  />
);

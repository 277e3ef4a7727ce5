import { cx } from '@linaria/core';
import { styled } from '@linaria/react';
import { FallbackImage } from '@/shared/ui';
import { defaultPortraitSrc } from '@/shared/ui/portraits';

const Round = styled.span`
  display: inline-block;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  background: var(--color-canvas);
  box-shadow: 0 0 0 1px rgb(0 0 0 / 12%);

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AccountPortraitProps {
  /** The portrait URL; null or empty shows the default portrait. */
  src: string | null | undefined;
  /** Pixels, square. */
  size: number;
  /** Empty when text beside it already names the member. */
  alt: string;
  className?: string;
  /** Above the fold (the header): loaded at once rather than lazily. */
  eager?: boolean;
}

/** A member's portrait in a circle of a fixed size (no layout shift while it loads). */
export const AccountPortrait = ({ src, size, alt, className, eager = false }: AccountPortraitProps) => (
  <Round className={cx(className)} style={{ width: size, height: size }}>
    <FallbackImage
      src={src ?? ''}
      fallbackSrc={defaultPortraitSrc}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
    />
  </Round>
);

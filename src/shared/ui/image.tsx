import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  fallbackSrc: string;
  alt: string;
}

/** An image that swaps to a local default when its own file is missing or broken. */
export const FallbackImage = ({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && failedSrc !== src ? src : fallbackSrc;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
};

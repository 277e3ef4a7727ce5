import { css } from '@linaria/core';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '@/shared/api';
import { env } from '@/shared/config';
import { FallbackImage } from '@/shared/ui';
import { bannerTarget } from '../lib/banner-target';

const pictureClass = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  background: var(--color-night-soft);
`;

/** One banner: its image as the only content of a link, with alt text naming where it leads. */
export const BannerLink = ({ banner, eager = false }: { banner: Banner; eager?: boolean }) => {
  const { t } = useTranslation('columns');
  const target = bannerTarget(banner.link);
  const image = (alt: string) => (
    <FallbackImage
      className={pictureClass}
      src={banner.image}
      fallbackSrc={`${env.basePath}media/banners/banner-default.svg`}
      alt={alt}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is often the largest picture on screen: fetched before the rest.
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  switch (target.kind) {
    case 'internal':
      return <Link to={target.to}>{image(t('banner.internal', { page: t(target.pageKey) }))}</Link>;
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {image(t('banner.external', { host: target.host }))}
        </a>
      );
    case 'none':
      return image(t('banner.plain'));
  }
};

import { cx } from '@linaria/core';
import { useId, useMemo, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/shared/api';
import { BannerLink } from '@/entities/banner';
import { repeatSlides } from '../lib/slides';
import { useCarousel } from '../model/use-carousel';
import { Control, Controls, Dot, Dots, phoneHiddenLabelClass, placeholderControlsClass, placeholderSlideClass, Root, Slide, Track, Viewport } from './banner-carousel.styles';

const Icon = ({ shape }: { shape: 'pause' | 'play' | 'previous' | 'next' }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="currentColor">
    {shape === 'pause' && (
      <>
        <rect x="3" y="2" width="3.5" height="12" rx="1" />
        <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
      </>
    )}
    {shape === 'play' && <path d="M4 2.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 4 2.5z" />}
    {shape === 'previous' && <path d="M10.5 2 4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z" />}
    {shape === 'next' && <path d="M5.5 2 4.1 3.4 8.7 8l-4.6 4.6L5.5 14l6-6z" />}
  </svg>
);

export interface BannerCarouselProps {
  /** What bannerShow answered; one or two banners are repeated to three or four slides. */
  banners: readonly Banner[];
  /** Accessible name of the carousel; defaults to "Banners" in the current language. */
  label?: string;
}

/** The carousel's space while its banners load, so their arrival moves nothing below it. */
export const BannerCarouselPlaceholder = () => (
  <Root as="div" aria-hidden="true">
    <Controls className={placeholderControlsClass} />
    <div className={placeholderSlideClass} />
  </Root>
);

export const BannerCarousel = ({ banners, label }: BannerCarouselProps) => {
  const { t } = useTranslation('columns');
  const slides = useMemo(() => repeatSlides(banners), [banners]);
  const carousel = useCarousel(slides.length);
  const id = useId();
  if (slides.length === 0) return null;

  const total = slides.length;
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // The play/pause button itself does not hold the carousel, or "play" could never resume it.
    carousel.focusChanged(!(event.target as HTMLElement).hasAttribute('data-rotation-control'));
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.focusChanged(false);
  };

  return (
    <Root aria-roledescription={t('carousel.roleDescription')} aria-label={label ?? t('carousel.label')} onFocus={onFocus} onBlur={onBlur}>
      <Controls>
        <Control
          type="button"
          data-rotation-control=""
          onClick={carousel.togglePlaying}
          aria-controls={id}
        >
          <Icon shape={carousel.playing ? 'pause' : 'play'} />
          <span className={phoneHiddenLabelClass}>{carousel.playing ? t('carousel.pause') : t('carousel.play')}</span>
        </Control>
        <Control type="button" onClick={carousel.previous} aria-controls={id} aria-label={t('carousel.previous')}>
          <Icon shape="previous" />
        </Control>
        <Dots role="group" aria-label={t('carousel.choose')}>
          {slides.map((_, slide) => (
            <Dot
              // Slides repeat the same banner, so the position is the identity here.
              key={slide}
              type="button"
              className={cx(slide === carousel.index && 'current')}
              aria-label={t('carousel.show', { position: slide + 1, total })}
              aria-current={slide === carousel.index ? 'true' : undefined}
              aria-controls={id}
              onClick={() => carousel.show(slide)}
            />
          ))}
        </Dots>
        <Control type="button" onClick={carousel.next} aria-controls={id} aria-label={t('carousel.next')}>
          <Icon shape="next" />
        </Control>
      </Controls>
      <Viewport
        id={id}
        aria-live={carousel.running ? 'off' : 'polite'}
        onMouseEnter={() => carousel.hoverChanged(true)}
        onMouseLeave={() => carousel.hoverChanged(false)}
      >
        <Track style={{ transform: `translateX(-${carousel.index * 100}%)` }}>
          {slides.map((banner, slide) => {
            const current = slide === carousel.index;
            return (
              <Slide
                key={`${banner.id}-${slide}`}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { position: slide + 1, total })}
                aria-hidden={current ? undefined : true}
                inert={!current}
              >
                <BannerLink banner={banner} eager={slide === 0} />
              </Slide>
            );
          })}
        </Track>
      </Viewport>
    </Root>
  );
};

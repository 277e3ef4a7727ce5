export { BannerCarousel, BannerCarouselPlaceholder, type BannerCarouselProps } from './ui/banner-carousel';
export { AUTOPLAY_MS, repeatSlides } from './lib/slides';

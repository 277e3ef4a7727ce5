export { createBannersQuery } from './api/queries';
export { bannerTarget, type BannerTarget } from './lib/banner-target';
export { BannerLink } from './ui/banner-link';

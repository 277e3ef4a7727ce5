import { routes } from '@/shared/config';

/** Pages a banner may lead to, named by the label key of their destination. */
const pageLabels: ReadonlyArray<readonly [path: string, key: BannerPageKey]> = [
  [routes.news, 'columns:banner.page.news'],
  [routes.shops, 'columns:banner.page.shops'],
  [routes.activities, 'columns:banner.page.activities'],
  [routes.darts, 'columns:banner.page.columns'],
  [routes.dartsInfo, 'columns:banner.page.columns'],
  [routes.players, 'columns:banner.page.players'],
  [routes.playerInfo, 'columns:banner.page.players'],
  [routes.rankings, 'columns:banner.page.rankings'],
  [routes.itemShop, 'columns:banner.page.itemShop'],
  [routes.register, 'columns:banner.page.register'],
  [routes.download, 'columns:banner.page.app'],
];

export type BannerPageKey =
  | 'columns:banner.page.news'
  | 'columns:banner.page.shops'
  | 'columns:banner.page.activities'
  | 'columns:banner.page.columns'
  | 'columns:banner.page.players'
  | 'columns:banner.page.rankings'
  | 'columns:banner.page.itemShop'
  | 'columns:banner.page.register'
  | 'columns:banner.page.app'
  | 'columns:banner.page.home';

export type BannerTarget =
  | { kind: 'internal'; to: string; pageKey: BannerPageKey }
  | { kind: 'external'; href: string; host: string }
  | { kind: 'none' };

/**
 * Where a banner's `link` leads. A banner carries no title, so its alt text names the destination:
 * a page of this site (a path such as `/Darts/DartsList`) or another site (http or https only;
 * anything else, such as `javascript:`, is no link at all).
 */
export const bannerTarget = (link: string): BannerTarget => {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    const path = value.split(/[?#]/)[0] ?? '/';
    const match = pageLabels.find(([page]) => path === page || path.startsWith(`${page}/`));
    return { kind: 'internal', to: value, pageKey: match ? match[1] : 'columns:banner.page.home' };
  }
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', href: url.href, host: url.host };
  } catch {
    // not a URL: fall through
  }
  return { kind: 'none' };
};

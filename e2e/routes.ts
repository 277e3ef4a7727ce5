// The public site, one list for every test that walks it, read from the app's own table of
// addresses (src/shared/config/routes.ts): a new page is walked without a second list.
import { routes, shopSearchPath } from '../src/shared/config/routes.ts';

/** Detail pages, reached through the first link of their list (the newest news and column carry pasted-in markup). */
export const detailRoutes = [
  { list: routes.news, link: `a[href*="${routes.newsInfo}?id="]` },
  { list: routes.newShops, link: `a[href*="${routes.shopInfo}?id="]` },
  { list: routes.activities, link: `a[href*="${routes.activityInfo}?id="]` },
  { list: routes.dartsList, link: `a[href*="${routes.dartsInfo}?id="]` },
  { list: routes.players, link: `a[href*="${routes.playerInfo}?id="]` },
] as const;

const details = new Set<string>([routes.newsInfo, routes.shopInfo, routes.activityInfo, routes.dartsInfo, routes.playerInfo]);

/**
 * Every address a visitor can type, home first: the app's pages but the details (above), a shop
 * search, the member areas (they send a visitor to log in) and an unknown address (home).
 */
export const publicRoutes: readonly string[] = [
  ...Object.values(routes)
    .filter((path) => !details.has(path))
    .map((path) => (path === routes.shopSearch ? shopSearchPath('Darts') : path)),
  '/no-such-page',
];

// The app's pages, each a lazy chunk, and which one an address shows. Apart from the router so
// the app's first module can start the first page's code without loading the layout (main.tsx).
import { matchPath } from 'react-router-dom';
import { routes } from '@/shared/config';
import { lazyPage, type LazyPage } from './lazy-page';

// Declarative routes with lazy pages: the data router would add 17 kB gzipped to every page.
export const HomePage = lazyPage(
  () => import('@/pages/home'),
  (page) => page.HomePage,
  ['home', 'news', 'activities', 'shops', 'columns'],
  (page) => page.homeVisit.started,
);
const NewsPage = lazyPage(() => import('@/pages/news'), (page) => page.NewsPage, ['news']);
const NewsInfoPage = lazyPage(() => import('@/pages/news-info'), (page) => page.NewsInfoPage, ['news']);
const LoginPage = lazyPage(() => import('@/pages/login'), (page) => page.LoginPage, ['auth']);
const ShopsPage = lazyPage(() => import('@/pages/shops'), (page) => page.ShopsPage, ['shops']);
const ShopSearchPage = lazyPage(() => import('@/pages/shop-search'), (page) => page.ShopSearchPage, ['shops']);
const ShopInfoPage = lazyPage(() => import('@/pages/shop-info'), (page) => page.ShopInfoPage, ['shops']);
const NewShopsPage = lazyPage(() => import('@/pages/new-shops'), (page) => page.NewShopsPage, ['shops']);
const ShopThemesPage = lazyPage(() => import('@/pages/shop-themes'), (page) => page.ShopThemesPage, ['shops']);
const RegisterPage = lazyPage(() => import('@/pages/register'), (page) => page.RegisterPage, ['auth']);
const ForgetIdPage = lazyPage(() => import('@/pages/forget-id'), (page) => page.ForgetIdPage, ['auth']);
const ForgetPasswordPage = lazyPage(() => import('@/pages/forget-password'), (page) => page.ForgetPasswordPage, ['auth']);
const GameRankingsPage = lazyPage(() => import('@/pages/rankings'), (page) => page.GameRankingsPage, ['rankings']);
const AwardRankingsPage = lazyPage(() => import('@/pages/rankings'), (page) => page.AwardRankingsPage, ['rankings']);
const MatchPage = lazyPage(() => import('@/pages/site/match'), (page) => page.MatchPage, ['site']);
export const AppDownloadPage = lazyPage(() => import('@/pages/site/app-download'), (page) => page.AppDownloadPage, ['site']);
const ActivitiesPage = lazyPage(
  () => import('@/pages/activities'),
  (page) => page.ActivitiesPage,
  ['activities'],
  (page) => page.activitiesVisit.started,
);
const ActivityInfoPage = lazyPage(() => import('@/pages/activity-info'), (page) => page.ActivityInfoPage, ['activities']);
const DartsPage = lazyPage(
  () => import('@/pages/darts'),
  (page) => page.DartsPage,
  ['columns'],
  (page) => page.dartsVisit.started,
);
const DartsListPage = lazyPage(() => import('@/pages/darts-list'), (page) => page.DartsListPage, ['columns']);
const DartsInfoPage = lazyPage(() => import('@/pages/darts-info'), (page) => page.DartsInfoPage, ['columns']);
const PlayersPage = lazyPage(() => import('@/pages/players'), (page) => page.PlayersPage, ['players']);
const PlayerInfoPage = lazyPage(() => import('@/pages/player-info'), (page) => page.PlayerInfoPage, ['players']);
const MyPageArea = lazyPage(() => import('./my-page-area'), (area) => area.MyPageArea, ['site']);
const ItemShopArea = lazyPage(() => import('./item-shop-area'), (area) => area.ItemShopArea, ['items']);
// New pages: one `lazyPage` line above this comment (with the namespaces its screen uses), one entry in `laidOutPages`.

/** Pages inside the site's header and footer, by path (the index and unknown paths show the home page). */
export const laidOutPages: ReadonlyArray<readonly [path: string, page: LazyPage]> = [
  [routes.news, NewsPage],
  [routes.newsInfo, NewsInfoPage],
  [routes.login, LoginPage],
  [routes.shops, ShopsPage],
  [routes.shopSearch, ShopSearchPage],
  [routes.shopInfo, ShopInfoPage],
  [routes.newShops, NewShopsPage],
  [routes.shopThemes, ShopThemesPage],
  [routes.register, RegisterPage],
  [routes.forgetId, ForgetIdPage],
  [routes.forgetPassword, ForgetPasswordPage],
  [routes.rankings, GameRankingsPage],
  [routes.awardRankings, AwardRankingsPage],
  [routes.match, MatchPage],
  [routes.activities, ActivitiesPage],
  [routes.activityInfo, ActivityInfoPage],
  [routes.darts, DartsPage],
  [routes.dartsList, DartsListPage],
  [routes.dartsInfo, DartsInfoPage],
  [routes.players, PlayersPage],
  [routes.playerInfo, PlayerInfoPage],
  // Member routes: the login guard, then the area's layout around its sub-pages.
  [`${routes.myPage}/*`, MyPageArea],
  [`${routes.itemShop}/*`, ItemShopArea],
];

/**
 * The page an address shows, so the app can fetch its code and translations while it starts
 * instead of after the first render (one round trip less before the page's content).
 */
export const pageAt = (pathname: string): LazyPage =>
  pathname === routes.download || pathname === `${routes.download}/`
    ? AppDownloadPage
    : (laidOutPages.find(([path]) => matchPath({ path, end: !path.endsWith('/*') }, pathname))?.[1] ?? HomePage);


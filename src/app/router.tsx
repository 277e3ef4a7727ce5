import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import { bindNavigator } from '@/shared/lib';
import { AppLayout } from './layout';
import { BareLayout } from './bare-layout';

// Declarative routes with lazy pages: the data router would add 17 kB gzipped to every page.
const HomePage = lazy(() => import('@/pages/home').then(({ HomePage }) => ({ default: HomePage })));
const NewsPage = lazy(() => import('@/pages/news').then(({ NewsPage }) => ({ default: NewsPage })));
const NewsInfoPage = lazy(() => import('@/pages/news-info').then(({ NewsInfoPage }) => ({ default: NewsInfoPage })));
const LoginPage = lazy(() => import('@/pages/login').then(({ LoginPage }) => ({ default: LoginPage })));
const ShopsPage = lazy(() => import('@/pages/shops').then(({ ShopsPage }) => ({ default: ShopsPage })));
const ShopSearchPage = lazy(() => import('@/pages/shop-search').then(({ ShopSearchPage }) => ({ default: ShopSearchPage })));
const ShopInfoPage = lazy(() => import('@/pages/shop-info').then(({ ShopInfoPage }) => ({ default: ShopInfoPage })));
const NewShopsPage = lazy(() => import('@/pages/new-shops').then(({ NewShopsPage }) => ({ default: NewShopsPage })));
const ShopThemesPage = lazy(() => import('@/pages/shop-themes').then(({ ShopThemesPage }) => ({ default: ShopThemesPage })));
const RegisterPage = lazy(() => import('@/pages/register').then(({ RegisterPage }) => ({ default: RegisterPage })));
const ForgetIdPage = lazy(() => import('@/pages/forget-id').then(({ ForgetIdPage }) => ({ default: ForgetIdPage })));
const ForgetPasswordPage = lazy(() => import('@/pages/forget-password').then(({ ForgetPasswordPage }) => ({ default: ForgetPasswordPage })));
const GameRankingsPage = lazy(() => import('@/pages/rankings').then(({ GameRankingsPage }) => ({ default: GameRankingsPage })));
const AwardRankingsPage = lazy(() => import('@/pages/rankings').then(({ AwardRankingsPage }) => ({ default: AwardRankingsPage })));
const MatchPage = lazy(() => import('@/pages/site/match').then(({ MatchPage }) => ({ default: MatchPage })));
const AppDownloadPage = lazy(() => import('@/pages/site/app-download').then(({ AppDownloadPage }) => ({ default: AppDownloadPage })));
const ActivitiesPage = lazy(() => import('@/pages/activities').then(({ ActivitiesPage }) => ({ default: ActivitiesPage })));
const ActivityInfoPage = lazy(() => import('@/pages/activity-info').then(({ ActivityInfoPage }) => ({ default: ActivityInfoPage })));
const DartsPage = lazy(() => import('@/pages/darts').then(({ DartsPage }) => ({ default: DartsPage })));
const DartsListPage = lazy(() => import('@/pages/darts-list').then(({ DartsListPage }) => ({ default: DartsListPage })));
const DartsInfoPage = lazy(() => import('@/pages/darts-info').then(({ DartsInfoPage }) => ({ default: DartsInfoPage })));
const PlayersPage = lazy(() => import('@/pages/players').then(({ PlayersPage }) => ({ default: PlayersPage })));
const PlayerInfoPage = lazy(() => import('@/pages/player-info').then(({ PlayerInfoPage }) => ({ default: PlayerInfoPage })));
const MyPageArea = lazy(() => import('./my-page-area').then(({ MyPageArea }) => ({ default: MyPageArea })));
// New pages: one `lazy` line above this comment, one <Route> above the catch-all below.

/** Lets effector models navigate (e.g. to /Login after code 198) through the router. */
const NavigatorBinding = () => {
  const navigate = useNavigate();
  useEffect(() => bindNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
};

/** A new page starts at its top, as a full page load would. */
const ScrollToTop = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // Block body: newer browsers return a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
};

/** Unknown paths show the home page (spec section 2). */
export const AppRoutes = () => (
  <>
    <NavigatorBinding />
    <ScrollToTop />
    <Routes>
      {/* Without the site's header and footer (spec section 2). */}
      <Route path={routes.download} element={<BareLayout><AppDownloadPage /></BareLayout>} />
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routes.news} element={<NewsPage />} />
        <Route path={routes.newsInfo} element={<NewsInfoPage />} />
        <Route path={routes.login} element={<LoginPage />} />
        <Route path={routes.shops} element={<ShopsPage />} />
        <Route path={routes.shopSearch} element={<ShopSearchPage />} />
        <Route path={routes.shopInfo} element={<ShopInfoPage />} />
        <Route path={routes.newShops} element={<NewShopsPage />} />
        <Route path={routes.shopThemes} element={<ShopThemesPage />} />
        <Route path={routes.register} element={<RegisterPage />} />
        <Route path={routes.forgetId} element={<ForgetIdPage />} />
        <Route path={routes.forgetPassword} element={<ForgetPasswordPage />} />
        <Route path={routes.rankings} element={<GameRankingsPage />} />
        <Route path={routes.awardRankings} element={<AwardRankingsPage />} />
        <Route path={routes.match} element={<MatchPage />} />
        <Route path={routes.activities} element={<ActivitiesPage />} />
        <Route path={routes.activityInfo} element={<ActivityInfoPage />} />
        <Route path={routes.darts} element={<DartsPage />} />
        <Route path={routes.dartsList} element={<DartsListPage />} />
        <Route path={routes.dartsInfo} element={<DartsInfoPage />} />
        <Route path={routes.players} element={<PlayersPage />} />
        <Route path={routes.playerInfo} element={<PlayerInfoPage />} />
        {/* Member routes: the login guard, then the My page layout around its sub-pages. */}
        <Route path={`${routes.myPage}/*`} element={<MyPageArea />} />
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  </>
);

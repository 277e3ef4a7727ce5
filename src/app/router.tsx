import { lazy, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import { bindNavigator } from '@/shared/lib';
import { AppLayout } from './layout';

// Declarative routes with lazy pages: the data router would add 17 kB gzipped to every page.
const HomePage = lazy(() => import('@/pages/home').then(({ HomePage }) => ({ default: HomePage })));
const NewsPage = lazy(() => import('@/pages/news').then(({ NewsPage }) => ({ default: NewsPage })));
const NewsInfoPage = lazy(() => import('@/pages/news-info').then(({ NewsInfoPage }) => ({ default: NewsInfoPage })));
const LoginPage = lazy(() => import('@/pages/login').then(({ LoginPage }) => ({ default: LoginPage })));
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
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={routes.news} element={<NewsPage />} />
        <Route path={routes.newsInfo} element={<NewsInfoPage />} />
        <Route path={routes.login} element={<LoginPage />} />
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  </>
);

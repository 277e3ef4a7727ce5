import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import { bindNavigator } from '@/shared/lib';
import { AppLayout } from './layout';
import { BareLayout } from './bare-layout';
import { AppDownloadPage, HomePage, laidOutPages } from './pages';

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
        {laidOutPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  </>
);

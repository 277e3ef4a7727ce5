import { createBrowserRouter } from 'react-router-dom';
import { routes } from '@/shared/config';
import { AppLayout, RouteLoading } from './layout';

/** Pages load as separate chunks; unknown paths show the home page (spec section 2). */
export const createRouter = (basename: string) =>
  createBrowserRouter(
    [
      {
        element: <AppLayout />,
        hydrateFallbackElement: <RouteLoading />,
        children: [
          { index: true, lazy: () => import('@/pages/home').then(({ HomePage }) => ({ Component: HomePage })) },
          { path: routes.news, lazy: () => import('@/pages/news').then(({ NewsPage }) => ({ Component: NewsPage })) },
          {
            path: routes.newsInfo,
            lazy: () => import('@/pages/news-info').then(({ NewsInfoPage }) => ({ Component: NewsInfoPage })),
          },
          { path: routes.login, lazy: () => import('@/pages/login').then(({ LoginPage }) => ({ Component: LoginPage })) },
          { path: '*', lazy: () => import('@/pages/home').then(({ HomePage }) => ({ Component: HomePage })) },
        ],
      },
    ],
    { basename: basename.replace(/\/$/, '') || '/' },
  );

import { render, type RenderResult } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18n, initI18n, type Language } from '@/shared/i18n';
import { bindNavigator } from '@/shared/lib';

export interface RenderOptions {
  /** Where the memory router starts, e.g. `/News/NewsInfo?id=3`. */
  path?: string;
  /** Extra routes beside the one that renders `ui` (e.g. `/Login` to observe redirects). */
  routes?: RouteObject[];
  scope?: Scope;
  language?: Language;
}

export interface RenderedApp extends RenderResult {
  scope: Scope;
  /** The router's current location, for asserting navigation. */
  location: () => string;
}

/** Renders UI as the app does: a fork scope, i18n and a router, with navigation bound for models. */
export const renderWithApp = async (ui: ReactNode, options: RenderOptions = {}): Promise<RenderedApp> => {
  const { path = '/', routes = [], scope = fork(), language = 'en' } = options;
  if (!i18n.isInitialized) await initI18n(language);
  else if (i18n.language !== language) await i18n.changeLanguage(language);
  const pathname = path.split('?')[0] ?? '/';
  const router = createMemoryRouter([{ path: pathname, element: ui }, ...routes, { path: '*', element: null }], {
    initialEntries: [path],
  });
  bindNavigator((to, navigateOptions) => router.navigate(to, navigateOptions));
  const result = render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, scope, location };
};

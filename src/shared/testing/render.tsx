import { render, type RenderResult } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { i18n, initI18n, memberNamespaces, namespaces, type Language } from '@/shared/i18n';
import { bindNavigator } from '@/shared/lib';

export interface RenderOptions {
  /** Where the router starts, e.g. `/News/NewsInfo?id=3`. */
  path?: string;
  scope?: Scope;
  language?: Language;
}

export interface RenderedApp extends RenderResult {
  scope: Scope;
  /** The router's current location (path and query), for asserting navigation. */
  location: () => string;
}

/** Renders UI as the app does: a fork scope, i18n and a router, with navigation bound for models. */
export const renderWithApp = async (ui: ReactNode, options: RenderOptions = {}): Promise<RenderedApp> => {
  const { path = '/', scope = fork(), language = 'en' } = options;
  if (!i18n.isInitialized) await initI18n(language);
  else if (i18n.language !== language) await i18n.changeLanguage(language);
  // Every namespace in at once: the UI under test renders its texts on the first pass, as it does
  // in the app once its route has loaded.
  await i18n.loadNamespaces([...namespaces, ...memberNamespaces]);

  let current = path;
  const Probe = () => {
    const location = useLocation();
    const navigate = useNavigate();
    current = `${location.pathname}${location.search}`;
    useEffect(() => bindNavigator((to, navigateOptions) => navigate(to, navigateOptions)), [navigate]);
    return null;
  };
  const pathname = path.split('?')[0] ?? '/';

  const result = render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <Routes>
            <Route path={pathname} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, scope, location: () => current };
};

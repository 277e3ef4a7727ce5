import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/shared/config';
import { i18n, initI18n, readSavedLanguage } from '@/shared/i18n';
import { globalStyles } from '@/shared/ui';
import { countryFromSearch } from '@/entities/country';
import { appStarted } from './model';
import { AppRoutes, pageAt } from './router';

// Referenced so the bundler keeps the global stylesheet.
document.body.classList.add(globalStyles);

const start = async () => {
  const { pathname, search } = window.location;
  const base = env.basePath.replace(/\/$/, '');
  // The first page's code and translations load beside the app's own, not after its first render.
  const firstPage = pageAt(base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname);
  void firstPage.preloadCode();
  const language = countryFromSearch(search)?.language ?? readSavedLanguage();
  document.documentElement.lang = language;

  // The fake backend is a separate chunk, fetched only by dev and demo builds. The flag is read
  // here literally (not through env) so the bundler drops the branch and its chunk from production.
  const fakeBackend =
    import.meta.env.VITE_MOCKS === 'true'
      ? import('../../mocks/browser').then(({ startFakeBackend }) => startFakeBackend({ basePath: env.basePath }))
      : Promise.resolve();
  await Promise.all([initI18n(language, firstPage.namespaces), fakeBackend]);

  const scope = fork();
  await allSettled(appStarted, { scope, params: { search, language } });

  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length (a phone's long task).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter basename={env.basePath.replace(/\/$/, '') || '/'}>
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  ));
};

void start();

import { countryFromSearch, env, pathInApp } from '@/shared/config';
import { initI18n, readSavedLanguage } from '@/shared/i18n';
import { globalStyles } from '@/shared/ui';
import { pageAt } from './pages';

// The app's first module: it decides the first page and the language, and starts fetching what
// they need, before the app's own code runs. That code (models, layout) comes as a second
// module, evaluated in a task of its own, the page's code in a third and React's renderer in a
// fourth (start-app.tsx): one start-up task of a quarter of a second on a phone would block any
// tap on the header the HTML already shows.

// The site's one stylesheet is linked by the HTML (vite.config.ts, cssCodeSplit); its global
// rules apply from the first module on, before the first paint of the header bar the HTML draws.
document.body.classList.add(globalStyles);

const start = async () => {
  const { pathname, search } = window.location;
  const firstPage = pageAt(pathInApp(pathname));
  const language = countryFromSearch(search)?.language ?? readSavedLanguage();
  document.documentElement.lang = language;
  // The first page's translations load beside the app's code, not after its first render.
  const translations = initI18n(language, firstPage.namespaces);
  // The page's document preloads the app's code and the page's (scripts/vite-plugins.ts); the
  // app starts the page once its own code has run (start-app.tsx).
  const app = import('./start-app');

  // The fake backend runs in a service worker of dev and demo builds; this chunk registers it. The
  // flag is read here literally (not through env) so the bundler drops the branch from production.
  // The app starts beside it: its calls wait for it (holdCallsUntil), its first render does not.
  const backendReady =
    import.meta.env.VITE_MOCKS === 'true'
      ? import('../../mocks/browser').then(({ startFakeBackend }) => startFakeBackend({ basePath: env.basePath }))
      : Promise.resolve();
  const { startApp } = await app;
  await startApp({ search, language, firstPage, translations, backendReady });
};

void start();

import { countryFromSearch, env } from '@/shared/config';
import { initI18n, readSavedLanguage } from '@/shared/i18n';
import { globalStyles } from '@/shared/ui';
import { pageAt } from './pages';

// The app's first module: it decides the first page and the language, and starts fetching what
// they need, before the app's own code runs. That code (models, layout, React's renderer) comes
// as a second module, evaluated in a task of its own: one start-up task of a quarter of a second
// on a phone would block any tap on the header the HTML already shows.

// Referenced here, in the first module, so the global stylesheet is linked by the HTML and
// applies before the first paint (applied later, it would move the header bar drawn by the HTML).
document.body.classList.add(globalStyles);

/** Resolves in a later task: the browser may paint and answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  const { pathname, search } = window.location;
  const base = env.basePath.replace(/\/$/, '');
  const firstPage = pageAt(base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname);
  const language = countryFromSearch(search)?.language ?? readSavedLanguage();
  document.documentElement.lang = language;
  // The first page's translations load beside the app's code, not after its first render.
  const translations = initI18n(language, firstPage.namespaces);
  // The page's document preloads both codes (scripts/vite-plugins.ts); each runs in a task of
  // its own, the app's first (it brings the libraries the page's models are built with).
  const app = import('./start-app');
  void app.then(nextTask).then(() => firstPage.preloadCode());

  // The fake backend is a separate chunk, fetched only by dev and demo builds. The flag is read
  // here literally (not through env) so the bundler drops the branch and its chunk from production.
  const fakeBackend =
    import.meta.env.VITE_MOCKS === 'true'
      ? import('../../mocks/browser').then(({ startFakeBackend }) => startFakeBackend({ basePath: env.basePath }))
      : Promise.resolve();
  await Promise.all([translations, fakeBackend]);
  const { startApp } = await app;
  await startApp({ search, language });
};

void start();

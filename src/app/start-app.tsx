import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { holdCallsUntil } from '@/shared/api';
import { routerBasename } from '@/shared/config';
import { i18n, prepareFormats, type Language } from '@/shared/i18n';
import { nextTask } from '@/shared/lib/next-task';
import type { LazyPage } from './lazy-page';
import { appStarted } from './model';
import { AppRoutes } from './router';

interface AppStart {
  search: string;
  language: Language;
  /** The page the address shows: its code runs, and its visit begins, before the first render. */
  firstPage: LazyPage;
  /** The first page's translations, loading. */
  translations: Promise<unknown>;
  /** Settles once the API can answer: the fake backend of dev and demo builds starting, else at once. */
  backendReady: Promise<unknown>;
}

/** The app itself: its models (every unit the layout needs), then its first render. */
export const startApp = async ({ search, language, firstPage, translations, backendReady }: AppStart): Promise<void> => {
  holdCallsUntil(backendReady);
  const scope = fork();
  // The app's start settles once its language is in; the country and session it sets come at
  // once (app/model.test.ts), so the first page's data calls can leave before that, beside the
  // translations. The page's code then runs in a task of its own (see nextTask).
  const appReady = allSettled(appStarted, { scope, params: { search, language } });
  void prepareFormats(language);
  await nextTask();
  await firstPage.start(scope, { search });
  await Promise.all([appReady, translations]);
  // React's renderer (211 of the app chunk's 220 kB) runs in a task of its own, after the app's
  // models and the page's; every page document preloads it (vite.config.ts appModules).
  await nextTask();
  const { createRoot } = await import('react-dom/client');

  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length (a phone's long task).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider value={scope}>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter basename={routerBasename}>
              <AppRoutes />
            </BrowserRouter>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
};

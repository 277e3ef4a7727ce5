import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/shared/config';
import { i18n, type Language } from '@/shared/i18n';
import { appStarted } from './model';
import { AppRoutes } from './router';

/** The app itself: its models (every unit the layout needs), then its first render. */
export const startApp = async ({ search, language }: { search: string; language: Language }): Promise<void> => {
  const scope = fork();
  await allSettled(appStarted, { scope, params: { search, language } });

  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length (a phone's long task).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider value={scope}>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter basename={env.basePath.replace(/\/$/, '') || '/'}>
              <AppRoutes />
            </BrowserRouter>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
};

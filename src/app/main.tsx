import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/shared/config';
import { i18n, initI18n, readSavedLanguage } from '@/shared/i18n';
import { globalStyles } from '@/shared/ui';
import { countryFromSearch } from '@/entities/country';
import { appStarted } from './model';
import { AppRoutes } from './router';

// Referenced so the bundler keeps the global stylesheet.
document.body.classList.add(globalStyles);

const start = async () => {
  const { search } = window.location;
  const language = countryFromSearch(search)?.language ?? readSavedLanguage();
  document.documentElement.lang = language;

  // The fake backend is a separate chunk, fetched only by dev and demo builds. The flag is read
  // here literally (not through env) so the bundler drops the branch and its chunk from production.
  const fakeBackend =
    import.meta.env.VITE_MOCKS === 'true'
      ? import('../../mocks/browser').then(({ startFakeBackend }) => startFakeBackend({ basePath: env.basePath }))
      : Promise.resolve();
  await Promise.all([initI18n(language), fakeBackend]);

  const scope = fork();
  await allSettled(appStarted, { scope, params: { search, language } });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider value={scope}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter basename={env.basePath.replace(/\/$/, '') || '/'}>
            <AppRoutes />
          </BrowserRouter>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
};

void start();

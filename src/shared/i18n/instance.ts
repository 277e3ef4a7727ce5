import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, namespaces } from './namespaces';
import { fallbackLanguage, languages, type Language } from './languages';

/** Locales are separate chunks: only the current language and the fallback are ever loaded. */
const loadLocale = (language: string, namespace: string) =>
  import(`./locales/${language}/${namespace}.json`).then((module: { default: object }) => module.default);

export const i18n = i18next.createInstance();

export const initI18n = async (language: Language): Promise<void> => {
  await i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: languages,
      ns: namespaces,
      defaultNS: defaultNamespace,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
};

import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, startNamespaces } from './namespaces';
import { fallbackLanguage, languages, type Language } from './languages';

const loadLocale = (language: string, namespace: string): Promise<object> =>
  import(`./locales/${language}/${namespace}.json`).then((module: { default: object }) => module.default);

/**
 * Whether the fallback language (zh-CN) is in use. Locales are separate chunks, loaded per
 * namespace when a screen first uses it (react-i18next suspends that screen meanwhile), in the
 * current language only: the i18n check fails the build on any key missing in any language, so
 * the fallback is only ever needed by a key that slipped through. Until one does, i18next neither
 * fetches nor consults it; the first missing key turns it on and fetches its texts.
 */
let fallbackInUse = false;

export const i18n = i18next.createInstance();

export const initI18n = async (language: Language): Promise<void> => {
  await i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: () => (fallbackInUse ? [fallbackLanguage] : []),
      supportedLngs: languages,
      ns: startNamespaces,
      defaultNS: defaultNamespace,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      // A screen waits (Suspense) for its namespaces instead of showing their keys.
      react: { useSuspense: true, bindI18nStore: 'added' },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: () => {
        if (fallbackInUse) return;
        fallbackInUse = true;
        void i18n.loadLanguages(fallbackLanguage);
      },
    });
};

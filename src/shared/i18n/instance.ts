import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, startNamespaces } from './namespaces';
import { fallbackLanguage, languages, type Language } from './languages';

const importLocale = (language: string, namespace: string): Promise<object> =>
  import(`./locales/${language}/${namespace}.json`).then((module: { default: object }) => module.default);

/** Namespaces whose fallback texts were asked for: a key missing in the current language. */
const fallbackWanted = new Set<string>();

/**
 * Locales are separate chunks, loaded per namespace when a screen first uses it (react-i18next
 * suspends that screen meanwhile), in the current language only. The fallback language (zh-CN) is
 * not fetched up front: the i18n check fails the build on any key missing in any language, so it
 * is only ever needed by a key that slipped through, and then it is fetched for that namespace
 * (see `missingKeyHandler`).
 */
export const loadLocale = (language: string, namespace: string): Promise<object> =>
  language === fallbackLanguage && i18n.language !== fallbackLanguage && !fallbackWanted.has(namespace)
    ? Promise.resolve({})
    : importLocale(language, namespace);

export const i18n = i18next.createInstance();

export const initI18n = async (language: Language): Promise<void> => {
  await i18n
    .use(resourcesToBackend(loadLocale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: languages,
      ns: startNamespaces,
      defaultNS: defaultNamespace,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      // A screen waits (Suspense) for its namespaces instead of showing their keys.
      react: { useSuspense: true, bindI18nStore: 'added' },
      returnNull: false,
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => {
        if (fallbackWanted.has(namespace) || i18n.language === fallbackLanguage) return;
        fallbackWanted.add(namespace);
        void i18n.reloadResources([fallbackLanguage], [namespace]);
      },
    });
};

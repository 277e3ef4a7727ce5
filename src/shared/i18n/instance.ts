import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, startNamespaces, type MemberNamespace, type Namespace } from './namespaces';
import { fallbackLanguage, languages, type Language } from './languages';

const loadLocale = (language: string, namespace: string): Promise<object> =>
  import(`./locales/${language}/${namespace}.json`).then((module: { default: object }) => module.default);

/** i18next's backend: a namespace of a language is one locale chunk of the build. */
const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    loadLocale(language, namespace).then(
      (resources) => done(null, resources as ResourceKey),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Sets up an i18next instance the way the app runs it. Locales are separate chunks, loaded per
 * namespace when a screen first uses it (react-i18next suspends that screen meanwhile), in the
 * current language only. The fallback language (zh-CN) is off until a key is missing: the i18n
 * check fails the build on any key missing in any language, so it is only ever needed by a key
 * that slipped through, and then it is fetched (`missingKeyHandler`). `react: false` leaves
 * react-i18next's default instance alone (tests of this setup use their own instance).
 */
export async function setUpI18n(
  instance: I18n,
  language: Language,
  { react = true, pageNamespaces = [] }: { react?: boolean; pageNamespaces?: readonly (Namespace | MemberNamespace)[] } = {},
): Promise<void> {
  let fallbackInUse = false;
  instance.use(localeChunks);
  if (react) instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng: () => (fallbackInUse ? [fallbackLanguage] : []),
    supportedLngs: languages,
    // A new array: i18next adds every namespace it loads to this list. The first page's own
    // namespaces come in the same batch, not after its code.
    ns: [...new Set([...startNamespaces, ...pageNamespaces])],
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
      void instance.loadLanguages(fallbackLanguage);
    },
  });
}

export const initI18n = (language: Language, pageNamespaces: readonly (Namespace | MemberNamespace)[] = []): Promise<void> =>
  setUpI18n(i18n, language, { pageNamespaces });

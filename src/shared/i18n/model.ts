import { createEffect, createEvent, createStore, sample } from 'effector';
import { i18n } from './instance';
import { isLanguage, startLanguage, type Language } from './languages';

const STORAGE_KEY = 'language';

/** The saved choice (local storage, spec section 4), or English. */
export const readSavedLanguage = (): Language => {
  try {
    const saved = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : startLanguage;
  } catch {
    return startLanguage;
  }
};

export const languageChosen = createEvent<Language>();

export const $language = createStore<Language>(startLanguage);

export const applyLanguageFx = createEffect(async (language: Language) => {
  await i18n.changeLanguage(language);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return language;
});

// The choice shows at once; the texts follow as soon as the language's files have loaded.
sample({ clock: languageChosen, target: [$language, applyLanguageFx] });

export const languages = ['en', 'zh-CN', 'zh-TW', 'ja'] as const;
export type Language = (typeof languages)[number];

export const startLanguage: Language = 'en';
export const fallbackLanguage: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Each language's own name, shown in the picker whatever the UI language is. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
};

/** The backend's `languageId` for each language (api-reference section 3). */
export const languageIds: Record<Language, string> = { 'zh-CN': '1', 'zh-TW': '2', en: '3', ja: '4' };

/** The fake backend's UI languages; Simplified Chinese is the real backend's fallback, and this one's. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

export type Texts = Record<Language, string>;

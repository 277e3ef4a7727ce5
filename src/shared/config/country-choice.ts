import type { Language } from '@/shared/i18n';

export const CountryId = { china: 208, hongKong: 19464, english: 617, japan: 17829 } as const;

export interface CountryChoice {
  countryId: number;
  language: Language;
}

const byFlag: Record<string, CountryChoice> = {
  cn: { countryId: CountryId.china, language: 'zh-CN' },
  hk: { countryId: CountryId.hongKong, language: 'zh-TW' },
  en: { countryId: CountryId.english, language: 'en' },
};

const japan: CountryChoice = { countryId: CountryId.japan, language: 'ja' };

/**
 * The address's country choice, read before anything else loads (it decides the language the app
 * starts in). Spec section 4: `?cn`, `?hk`, `?en` choose country and language; any other first query value
 * chooses Japan. Only a bare first item counts as such a value: `?id=12` or `?scenario=empty`
 * are parameters of a page, not a country choice.
 */
export const countryFromSearch = (search: string): CountryChoice | null => {
  const first = search.replace(/^\?/, '').split('&')[0] ?? '';
  if (!first || first.includes('=')) return null;
  return byFlag[decodeURIComponent(first).toLowerCase()] ?? japan;
};

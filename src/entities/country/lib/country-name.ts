import type { Language } from '@/shared/i18n';

/**
 * The network's English-speaking site is a country of the country list with the code `EN`, which
 * no standard knows: it is named as a region by a translation (`common:country.englishRegion`),
 * never by the language name the backend gives it.
 */
export const ENGLISH_REGION_CODE = 'EN';

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in the UI language from its ISO 3166 code (the short form: "Hong Kong", 香港),
 * or null for a code no standard knows.
 */
export const regionName = (code: string, language: Language): string | null => {
  const upper = code.toUpperCase();
  if (upper === ENGLISH_REGION_CODE || !/^[A-Z]{2}$/.test(upper)) return null;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', style: 'short', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names.of(upper) ?? null;
};

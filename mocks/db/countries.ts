import type { CountryRecord } from './schemas';

/** The four countries of the network (api-reference section 3), in the order countrylist answers them. */
export const COUNTRIES = [
  { countryId: 208, countryCode: 'CN', countryName: '中国', language: 'zh-CN', languageId: '1', utcOffsetMinutes: 480 },
  { countryId: 19464, countryCode: 'HK', countryName: '香港', language: 'zh-TW', languageId: '2', utcOffsetMinutes: 480 },
  { countryId: 617, countryCode: 'EN', countryName: 'English', language: 'en', languageId: '3', utcOffsetMinutes: 0 },
  { countryId: 17829, countryCode: 'JP', countryName: '日本', language: 'ja', languageId: '4', utcOffsetMinutes: 540 },
] as const satisfies readonly CountryRecord[];

export type SeedCountry = (typeof COUNTRIES)[number];

export const COUNTRY_ID = { CN: 208, HK: 19464, EN: 617, JP: 17829 } as const;

import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { faker as japaneseFaker } from '@faker-js/faker/locale/ja';
import { faker as simplifiedChineseFaker } from '@faker-js/faker/locale/zh_CN';
import { faker as traditionalChineseFaker } from '@faker-js/faker/locale/zh_TW';
import type { Language } from '../rules/messages';

/**
 * One faker per content language. Locale entry points keep the demo bundle to four locales.
 * Callers seed the instance right before a synchronous run of generation, which is what keeps
 * the output a function of the seed alone.
 */
const fakers: Record<Language, Faker> = {
  'zh-CN': simplifiedChineseFaker,
  'zh-TW': traditionalChineseFaker,
  en: englishFaker,
  ja: japaneseFaker,
};

export function seededFaker(language: Language, seed: readonly number[]): Faker {
  const faker = fakers[language];
  faker.seed([...seed]);
  return faker;
}

/**
 * A person's name in the language's order, without faker's "Mr."/"Dr." prefixes: family name
 * first and unspaced in Chinese, spaced in Japanese, last in English.
 */
export function personName(faker: Faker, language: Language, sex?: 'male' | 'female'): string {
  const given = faker.person.firstName(sex);
  const family = faker.person.lastName(sex);
  switch (language) {
    case 'zh-CN':
    case 'zh-TW':
      return `${family}${given}`;
    case 'ja':
      return `${family} ${given}`;
    case 'en':
      return `${given} ${family}`;
  }
}

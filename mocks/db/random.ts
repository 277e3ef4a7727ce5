import { SimpleFaker } from '@faker-js/faker';
import type { Language } from '../rules/messages';
import { NAMES } from './names';

/**
 * faker without locale data: the seed needs only its seeded randomness (numbers, picks,
 * shuffles), and the copy and names are hand-written per language. faker's locale instances
 * each load its English data as a fallback, which would double the fake backend's demo chunk.
 */
const random = new SimpleFaker();

export type Random = SimpleFaker;

/**
 * The shared generator, seeded. Each part of the seed reseeds it with its own numbers right
 * before a synchronous run, so its output depends on the seed alone and not on what ran before.
 */
export function seededRandom(seed: readonly number[]): Random {
  random.seed([...seed]);
  return random;
}

/** A person's name in the language's order: family name first in Chinese (unspaced) and Japanese. */
export function personName(random: Random, language: Language, sex: 'male' | 'female' = 'male'): string {
  const names = NAMES.get()[language];
  const given = random.helpers.arrayElement(names[sex]);
  const family = random.helpers.arrayElement(names.family);
  switch (language) {
    case 'en':
      return `${given} ${family}`;
    case 'ja':
      return `${family} ${given}`;
    default:
      return `${family}${given}`;
  }
}

/** A login name from Latin names, as members pick them: "oliver.walsh", "emmak", "jack_lee88". */
export function accountName(random: Random): string {
  const given = random.helpers.arrayElement([...NAMES.get().en.male, ...NAMES.get().en.female]).toLowerCase();
  const family = random.helpers.arrayElement(NAMES.get().en.family).toLowerCase().replace(/[^a-z]/g, '');
  const joined = random.helpers.arrayElement([`${given}.${family}`, `${given}${family[0]}`, `${given}_${family}`]);
  return random.datatype.boolean() ? `${joined}${random.number.int({ min: 1, max: 99 })}` : joined;
}

import { syncDataFile } from '../data-file';
import type { Language } from '../rules/messages';

export type NamesOfLanguage = { male: readonly string[]; female: readonly string[]; family: readonly string[] };

/**
 * Common given and family names per content language, hand-picked so each country's people
 * sound local (Hong Kong names, not Taiwanese ones; British and Australian, not only American).
 * Data, in names.json beside this module, read synchronously (mocks/data-file.ts, `syncDataFile`); names.test.ts checks its shape.
 */
export const NAMES = syncDataFile(
  { file: './names.json', asset: new URL('./names.json', import.meta.url), base: import.meta.url },
  (data) => data as Record<Language, NamesOfLanguage>,
);

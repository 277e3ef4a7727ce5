import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/messages';
import { NAMES } from './names';

describe('the seed names', () => {
  it('give every language male, female and family names, none empty or repeated', () => {
    expect(Object.keys(NAMES.get()).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      for (const kind of ['male', 'female', 'family'] as const) {
        const names = NAMES.get()[language][kind];
        expect(names.length, `${language} ${kind}`).toBeGreaterThanOrEqual(10);
        expect(names.filter((name) => !name.trim()), `${language} ${kind}`).toEqual([]);
        expect(new Set(names).size, `${language} ${kind}`).toBe(names.length);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { countryFromSearch } from './country-choice';

describe('countryFromSearch', () => {
  it.each([
    ['?cn', 208, 'zh-CN'],
    ['?hk', 19464, 'zh-TW'],
    ['?en', 617, 'en'],
    ['?EN', 617, 'en'],
    ['?jp', 17829, 'ja'],
    ['?anything&id=3', 17829, 'ja'],
  ])('%s chooses country %i in %s', (search, countryId, language) => {
    expect(countryFromSearch(search)).toEqual({ countryId, language });
  });

  it.each(['', '?', '?id=12', '?scenario=empty&cn'])('%j chooses nothing', (search) => {
    expect(countryFromSearch(search)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { countryPageFromSearch, searchOfCountryPage } from './country-page-search';

describe('country and page in the address of a shop list', () => {
  it('reads ?country= and ?page=, else no picked country and the first page', () => {
    expect(countryPageFromSearch('?country=17829&page=3')).toEqual({ country: 17829, page: 3 });
    expect(countryPageFromSearch('')).toEqual({ country: null, page: 1 });
    expect(countryPageFromSearch('?page=2')).toEqual({ country: null, page: 2 });
  });

  it.each(['?country=abc&page=x', '?country=-5&page=0', '?country=1.5&page=-2', '?country=&page=', '?country=99999999999999999999'])(
    'falls back to the defaults for %j',
    (search) => {
      expect(countryPageFromSearch(search)).toEqual({ country: null, page: 1 });
    },
  );

  it('writes an address that reads the same, defaults left out', () => {
    expect(searchOfCountryPage({ country: 19464, page: 2 })).toBe('?country=19464&page=2');
    expect(countryPageFromSearch(searchOfCountryPage({ country: 19464, page: 2 }))).toEqual({ country: 19464, page: 2 });
    expect(searchOfCountryPage({ country: 208, page: 1 })).toBe('?country=208');
    expect(searchOfCountryPage({ country: null, page: 4 })).toBe('?page=4');
    expect(searchOfCountryPage({ country: null, page: 1 })).toBe('');
  });
});

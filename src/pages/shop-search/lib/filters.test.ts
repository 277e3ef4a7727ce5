import { describe, expect, it } from 'vitest';
import { formatShopSearch, parseShopSearch } from './filters';

const parse = (search: string) => parseShopSearch(new URLSearchParams(search));

// The page (`?page=`) is the list's own: shop-search-page.test.ts reads and writes it.
describe('shop search filters in the address', () => {
  it('reads the value from the address, else every shop', () => {
    expect(parse('?value=%20dart%20&page=3')).toEqual({ shopName: 'dart' });
    expect(parse('?value=dart')).toEqual({ shopName: 'dart' });
    expect(parse('')).toEqual({ shopName: '' });
    expect(parse('?value=&page=abc')).toEqual({ shopName: '' });
    expect(parse('?value=x&page=-2')).toEqual({ shopName: 'x' });
  });

  it('writes the search back to an address that reads the same, the value always', () => {
    expect(formatShopSearch({ shopName: 'Crown & Dart' }).toString()).toBe('value=Crown+%26+Dart');
    expect(parse(`?${formatShopSearch({ shopName: 'Crown & Dart' }).toString()}`)).toEqual({ shopName: 'Crown & Dart' });
    expect(formatShopSearch({ shopName: 'zzzz' }).toString()).toBe('value=zzzz');
    expect(formatShopSearch({ shopName: '' }).toString()).toBe('value=');
  });
});

import { describe, expect, it } from 'vitest';
import { formatColumnFilters, parseColumnFilters } from './filters';

const parse = (search: string) => parseColumnFilters(new URLSearchParams(search));

describe('darts list filters in the address', () => {
  it('reads the title from the address, else no title', () => {
    expect(parse('?title=%20Interview%20&page=3')).toEqual({ title: 'Interview' });
    expect(parse('')).toEqual({ title: '' });
    expect(parse('?title=')).toEqual({ title: '' });
  });

  it('writes the filters back to an address that reads the same, defaults left out', () => {
    const filters = { title: 'Bull & 501' };
    expect(formatColumnFilters(filters).toString()).toBe('title=Bull+%26+501');
    expect(parseColumnFilters(formatColumnFilters(filters))).toEqual(filters);
    expect(formatColumnFilters({ title: ' ' }).toString()).toBe('');
  });
});

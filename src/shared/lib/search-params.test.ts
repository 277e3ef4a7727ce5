import { describe, expect, it } from 'vitest';
import { readPositiveInt } from './search-params';

describe('readPositiveInt', () => {
  it('reads a positive integer parameter', () => {
    expect(readPositiveInt('?id=42', 'id')).toBe(42);
  });

  it.each(['', '?id=', '?id=abc', '?id=-3', '?id=0', '?id=1.5', '?other=3'])('gives null for %j', (search) => {
    expect(readPositiveInt(search, 'id')).toBeNull();
  });
});

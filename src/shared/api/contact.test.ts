import { describe, expect, it } from 'vitest';
import { isCardNumber } from './contact';

describe('isCardNumber', () => {
  it('accepts exactly 16 digits, as the seeded cards have', () => {
    expect(isCardNumber('8860000100010123')).toBe(true);
    expect(isCardNumber(' 8860000100010123 ')).toBe(true);
    for (const raw of ['886000010001012', '88600001000101234', '8860-0001-0001-01', '886000010001012a', '']) {
      expect(isCardNumber(raw)).toBe(false);
    }
  });
});

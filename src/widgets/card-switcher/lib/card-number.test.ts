import { describe, expect, it } from 'vitest';
import { cardNumberTail } from './card-number';

describe('cardNumberTail', () => {
  it('keeps the last four digits that tell cards apart', () => {
    expect(cardNumberTail('8860010001011234')).toBe('1234');
    expect(cardNumberTail('8860 0100 0101 5678')).toBe('5678');
    expect(cardNumberTail('12')).toBe('12');
  });
});

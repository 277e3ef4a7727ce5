import { describe, expect, it } from 'vitest';
import { paymentOf } from './payment';

describe('paymentOf', () => {
  it('leaves the balance minus the price, and nothing missing, when the gold covers it (exactly too)', () => {
    expect(paymentOf(300, 1250)).toEqual({ price: 300, balance: 1250, after: 950, missing: 0 });
    expect(paymentOf(300, 300)).toMatchObject({ after: 0, missing: 0 });
  });

  it('says how much is missing when the gold is short', () => {
    expect(paymentOf(300, 50)).toMatchObject({ missing: 250 });
  });
});

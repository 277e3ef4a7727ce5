import { describe, expect, it } from 'vitest';
import { validityOf } from './validity';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe('validity of an owned item', () => {
  it('counts the days left, rounded up', () => {
    expect(validityOf(NOW + 89 * DAY + 1, NOW)).toEqual({ state: 'valid', daysLeft: 90 });
    expect(validityOf(NOW + 2 * 60 * 60 * 1000, NOW)).toEqual({ state: 'expiring', daysLeft: 1 });
  });

  it('flags three days left or fewer as running out, and a past expiry as expired', () => {
    expect(validityOf(NOW + 3 * DAY, NOW)).toEqual({ state: 'expiring', daysLeft: 3 });
    expect(validityOf(NOW + 3 * DAY + 1, NOW)).toEqual({ state: 'valid', daysLeft: 4 });
    expect(validityOf(NOW, NOW)).toEqual({ state: 'expired' });
  });

  it('reads the backend date text and gives up on one it cannot read', () => {
    expect(validityOf('2026-11-30 12:00:00', new Date(2026, 10, 25, 12).getTime())).toEqual({ state: 'valid', daysLeft: 5 });
    expect(validityOf('soon', NOW)).toBeNull();
  });
});

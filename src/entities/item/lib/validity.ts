import { parseBackendDate } from '@/shared/i18n';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Items with this many days left or fewer are flagged as running out. */
export const EXPIRING_DAYS = 3;

export type Validity = { state: 'expired' } | { state: 'expiring' | 'valid'; daysLeft: number };

/**
 * What is left of an owned item at `now`: expired once its expiry has passed, otherwise the
 * days left, rounded up (an item that ends later today has 1 day left, not 0).
 */
export const validityOf = (expiry: string | number, now: number): Validity | null => {
  const end = parseBackendDate(expiry)?.getTime();
  if (end === undefined || Number.isNaN(end)) return null;
  if (end <= now) return { state: 'expired' };
  const daysLeft = Math.ceil((end - now) / DAY_MS);
  return { state: daysLeft <= EXPIRING_DAYS ? 'expiring' : 'valid', daysLeft };
};

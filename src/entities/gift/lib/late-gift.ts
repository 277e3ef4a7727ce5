import { giftValidDays, isLateGift } from '@/shared/api';
import { parseBackendDate } from '@/shared/i18n';

export interface GiftAge {
  /** Unopened for more than 7 days: opening it grants 7 days fewer. */
  late: boolean;
  /** Days of validity opening it now grants (90, or 83 when late). */
  validDays: number;
}

/**
 * What opening a gift sent at `sentAt` gives at `now`, by the backend's own rule (isLateGift,
 * giftValidDays), so the box says "83 days instead of 90" before the member opens it. An unreadable
 * date reads as a fresh gift: the box never claims a loss it cannot show.
 */
export const giftAgeOf = (sentAt: string | number, now: number): GiftAge => {
  const sent = parseBackendDate(sentAt)?.getTime();
  if (sent === undefined || Number.isNaN(sent)) return { late: false, validDays: giftValidDays(now, now) };
  return { late: isLateGift(sent, now), validDays: giftValidDays(sent, now) };
};

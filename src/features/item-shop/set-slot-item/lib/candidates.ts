import type { MyItem } from '@/shared/api';
import { validityOf } from '@/entities/item';

/**
 * What a slot may take from the member's items: those of the slot's type still valid at `now`
 * (the backend refuses an expired one: it is renewed first).
 */
export const slotCandidates = (items: readonly MyItem[], type: number, now: number): MyItem[] =>
  items.filter((item) => {
    if (item.type !== type) return false;
    const validity = validityOf(item.time, now);
    return validity !== null && validity.state !== 'expired';
  });

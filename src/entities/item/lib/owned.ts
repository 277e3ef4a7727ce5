import type { MyItem } from '@/shared/api';
import { parseBackendDate } from '@/shared/i18n';

/** What the member holds of one catalogue item: its current expiry (epoch ms), or null when not owned. */
export interface Ownership {
  item: MyItem;
  expiresAt: number;
}

/** The member's holding of `itemId` in the owned-items list; null when it is not there or its expiry is unreadable. */
export const ownershipOf = (owned: readonly MyItem[] | null | undefined, itemId: number): Ownership | null => {
  const item = owned?.find((entry) => entry.id === itemId);
  const expiresAt = item ? parseBackendDate(item.time)?.getTime() : undefined;
  return item && expiresAt !== undefined && !Number.isNaN(expiresAt) ? { item, expiresAt } : null;
};

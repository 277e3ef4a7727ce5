import type { ItemType } from '@/shared/api';

/**
 * Each item type's translation key (namespace `items`, `type.<key>`): the 14 slots of the
 * settings and the type tabs of the shop, in template order.
 */
export const ITEM_TYPE_KEYS = {
  1: 'style',
  2: 'markAward',
  3: 'effect',
  4: 'sound',
  5: 'bull',
  6: 'bullSound',
  71: 'lowTon',
  72: 'highTon',
  73: 'hatTrick',
  74: 'threeInABed',
  75: 'threeInTheBlack',
  76: 'ton80',
  77: 'whiteHorse',
  78: 'nineMark',
} as const satisfies Record<ItemType, string>;

export type ItemTypeKey = (typeof ITEM_TYPE_KEYS)[ItemType];

/** The key of a type code from an answer; null for a code this portal does not know. */
export const itemTypeKey = (type: number): ItemTypeKey | null =>
  Object.hasOwn(ITEM_TYPE_KEYS, type) ? ITEM_TYPE_KEYS[type as ItemType] : null;

import { describe, expect, it } from 'vitest';
import { ITEM_TYPES } from '@/shared/api';
import { ITEM_TYPE_KEYS, itemTypeKey } from './slots';

describe('item type keys', () => {
  it('name every slot once, in template order', () => {
    expect(Object.keys(ITEM_TYPE_KEYS).map(Number)).toEqual([...ITEM_TYPES]);
    expect(new Set(Object.values(ITEM_TYPE_KEYS)).size).toBe(ITEM_TYPES.length);
  });

  it('answer null for a type code the portal does not know', () => {
    expect(itemTypeKey(76)).toBe('ton80');
    expect(itemTypeKey(7)).toBeNull();
  });
});

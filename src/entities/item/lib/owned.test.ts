import { describe, expect, it } from 'vitest';
import type { MyItem } from '@/shared/api';
import { ownershipOf } from './owned';

const owned = (id: number, time: string | number): MyItem => ({
  id,
  title: `Item ${id}`,
  type: 3,
  previewImg: '',
  url: '',
  buyTime: '2024-01-01 10:00:00',
  time,
});

describe('ownershipOf', () => {
  it("finds the member's item and reads its expiry", () => {
    const expiry = Date.UTC(2025, 5, 1);
    expect(ownershipOf([owned(1, 0), owned(7, expiry)], 7)).toEqual({ item: owned(7, expiry), expiresAt: expiry });
  });

  it('answers null for an item the member does not own, an unread list or an unreadable expiry', () => {
    expect(ownershipOf([owned(1, Date.UTC(2025, 0, 1))], 2)).toBeNull();
    expect(ownershipOf(null, 1)).toBeNull();
    expect(ownershipOf([owned(1, 'not a date')], 1)).toBeNull();
  });
});

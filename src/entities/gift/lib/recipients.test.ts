import { describe, expect, it } from 'vitest';
import type { FriendRow, MetPlayer } from '@/shared/api';
import { giftPartnersOf, isGiftable } from './recipients';

const friend = (friendId: number, friendName: string): FriendRow => ({
  friendId,
  memberRelationshipId: friendId * 10,
  friendName,
  friendPortrait: null,
  rating: null,
  ppd: null,
  mpr: null,
  star: 0,
});
const met = (friendId: number, friendName: string): MetPlayer => ({
  friendId,
  friendName,
  portrait: '/p.png',
  rating: null,
  ppd: null,
  mpr: null,
  playDate: '2026-05-19 20:00:00',
});

describe('giftPartnersOf', () => {
  it('lists friends first, then players met lately, each member once', () => {
    expect(giftPartnersOf([friend(2, 'Ann'), friend(3, 'Bo')], [met(4, 'Cy'), met(2, 'Ann')])).toEqual([
      { memberId: 2, name: 'Ann', portrait: null, source: 'friend' },
      { memberId: 3, name: 'Bo', portrait: null, source: 'friend' },
      { memberId: 4, name: 'Cy', portrait: '/p.png', source: 'met' },
    ]);
  });
});

describe('isGiftable', () => {
  it('refuses Style items only', () => {
    expect(isGiftable({ type: 1 })).toBe(false);
    expect(isGiftable({ type: 2 })).toBe(true);
    expect(isGiftable({ type: 71 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { friendRowOf, metPlayerOf } from '@/shared/testing';
import { giftPartnersOf, isGiftable } from './recipients';

const friend = friendRowOf;
const met = metPlayerOf;

describe('giftPartnersOf', () => {
  it('lists friends first, then players met lately, each member once', () => {
    expect(giftPartnersOf([friend(2, 'Ann', 'JP'), friend(3, 'Bo', 'JP')], [met(4, 'Cy', 'JP'), met(2, 'Ann', 'JP')], 'JP')).toEqual([
      { memberId: 2, name: 'Ann', portrait: null, source: 'friend' },
      { memberId: 3, name: 'Bo', portrait: null, source: 'friend' },
      { memberId: 4, name: 'Cy', portrait: '/p.png', source: 'met' },
    ]);
  });

  it("offers only partners of the member's country, as the backend's rule allows", () => {
    const friends = [friend(2, 'Ann', 'CN'), friend(3, 'Bo', 'JP'), friend(5, 'Eve', 'CN')];
    const players = [met(4, 'Cy', 'HK'), met(6, 'Dan', 'CN')];
    expect(giftPartnersOf(friends, players, 'CN').map((partner) => partner.name)).toEqual(['Ann', 'Eve', 'Dan']);
    expect(giftPartnersOf(friends, players, 'EN')).toEqual([]);
  });

  it('keeps a partner whose row tells no country (a backend that does not send it refuses abroad itself)', () => {
    expect(giftPartnersOf([friend(2, 'Ann'), friend(3, 'Bo', 'JP')], [met(4, 'Cy')], 'CN').map((partner) => partner.name)).toEqual(['Ann', 'Cy']);
  });

  it("keeps everyone while the member's country is unknown (the country list does not name it)", () => {
    expect(giftPartnersOf([friend(2, 'Ann'), friend(3, 'Bo', 'JP')], [met(4, 'Cy')], null).map((partner) => partner.name)).toEqual(['Ann', 'Bo', 'Cy']);
  });
});

describe('isGiftable', () => {
  it('refuses Style items only', () => {
    expect(isGiftable({ type: 1 })).toBe(false);
    expect(isGiftable({ type: 2 })).toBe(true);
    expect(isGiftable({ type: 71 })).toBe(true);
  });
});

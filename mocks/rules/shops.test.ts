import { describe, expect, it } from 'vitest';
import { pageByNum } from './paging';
import { listShops, type ListableShop } from './shops';

const shop = (shopId: number, countryId: number, shopName: string, createdAt: number): ListableShop => ({
  shopId,
  countryId,
  shopName,
  createdAt,
});

const shops = [
  shop(1, 617, 'Bullseye Bar', 100),
  shop(2, 617, 'The Oche Room', 300),
  shop(3, 208, '飞镖吧', 200),
  shop(4, 617, 'Triple BULL Lounge', 200),
  shop(5, 617, 'Night Owl', 200),
];

describe('listShops', () => {
  it("lists only the country's shops, newest first, the later id first on a tie", () => {
    expect(listShops(shops, { countryId: 617, shopName: '' }).map((s) => s.shopId)).toEqual([2, 5, 4, 1]);
  });

  it('filters by a case-insensitive part of the name, ignoring surrounding spaces', () => {
    expect(listShops(shops, { countryId: 617, shopName: '  bull ' }).map((s) => s.shopId)).toEqual([4, 1]);
    expect(listShops(shops, { countryId: 208, shopName: '飞镖' }).map((s) => s.shopId)).toEqual([3]);
    expect(listShops(shops, { countryId: 208, shopName: 'bull' })).toEqual([]);
  });

  it('pages the result 5 at a time with the full total', () => {
    const many = Array.from({ length: 12 }, (_, index) => shop(index + 1, 19464, `店 ${index + 1}`, index));
    const second = pageByNum(listShops(many, { countryId: 19464, shopName: '' }), { pageNum: 2, pageSize: 5 });
    expect(second.total).toBe(12);
    expect(second.list.map((s) => s.shopId)).toEqual([7, 6, 5, 4, 3]);
    expect(pageByNum(listShops(many, { countryId: 19464, shopName: '' }), { pageNum: 4, pageSize: 5 }).list).toEqual([]);
  });
});

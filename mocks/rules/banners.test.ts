import { describe, expect, it } from 'vitest';
import { listBanners, type ListableBanner } from './banners';

const banner = (id: number, overrides: Partial<ListableBanner> = {}): ListableBanner => ({
  id,
  countryId: 617,
  type: 0,
  status: 1,
  sort: id,
  ...overrides,
});

const banners = [
  banner(1),
  banner(2, { sort: 0 }),
  banner(3, { type: 1 }),
  banner(4, { type: 1, status: 0 }),
  banner(5, { type: 2 }),
  banner(6, { countryId: 208 }),
];

describe('listBanners', () => {
  it('answers the home set, in display order, when no type is given', () => {
    expect(listBanners(banners, { countryId: 617 }).map((item) => item.id)).toEqual([2, 1]);
  });

  it('keeps only the placement and status asked for', () => {
    expect(listBanners(banners, { countryId: 617, type: 1 }).map((item) => item.id)).toEqual([3, 4]);
    expect(listBanners(banners, { countryId: 617, type: 1, status: 1 }).map((item) => item.id)).toEqual([3]);
    expect(listBanners(banners, { countryId: 617, type: 2, status: 1 }).map((item) => item.id)).toEqual([5]);
  });

  it('never answers another country’s banners', () => {
    expect(listBanners(banners, { countryId: 208 }).map((item) => item.id)).toEqual([6]);
    expect(listBanners(banners, { countryId: 19464 })).toEqual([]);
  });
});

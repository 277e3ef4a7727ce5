import { describe, expect, it } from 'vitest';
import { COUNTRY_ID } from './countries';
import { referenceDay } from './dates';
import { generateShops } from './seed-shops';
import { loadSeedCopy } from './seed-copy';

const reference = referenceDay(Date.UTC(2026, 5, 15, 10));
const copy = await loadSeedCopy();
const shops = generateShops(copy.shops, 7, reference, '/');

describe('generateShops', () => {
  it('seeds at least 60 shops across the four countries, with dense ids', () => {
    expect(shops.length).toBeGreaterThanOrEqual(60);
    const perCountry = (countryId: number) => shops.filter((shop) => shop.countryId === countryId).length;
    expect([perCountry(COUNTRY_ID.CN), perCountry(COUNTRY_ID.HK), perCountry(COUNTRY_ID.EN), perCountry(COUNTRY_ID.JP)]).toEqual([
      18, 14, 12, 18,
    ]);
    expect(shops.map((shop) => shop.shopId)).toEqual(shops.map((_, index) => index + 1));
  });

  it('is the same for the same seed and differs for another', () => {
    expect(generateShops(copy.shops, 7, reference, '/')).toEqual(shops);
    expect(generateShops(copy.shops, 8, reference, '/')).not.toEqual(shops);
  });

  it('writes each country in its own language', () => {
    const japanese = shops.filter((shop) => shop.countryId === COUNTRY_ID.JP);
    expect(japanese.every((shop) => /[\u3040-\u30ff]/.test(shop.shopInfo + shop.trafficInfo))).toBe(true);
    const hongKong = shops.filter((shop) => shop.countryId === COUNTRY_ID.HK);
    expect(hongKong.every((shop) => /[號樓舖]/.test(shop.shopAddress))).toBe(true);
    const english = shops.filter((shop) => shop.countryId === COUNTRY_ID.EN);
    expect(english.every((shop) => /^[\x20-\x7e£]+$/.test(shop.shopInfo))).toBe(true);
  });

  it('gives every shop machines, some W1 only, and spreads joining dates over two years', () => {
    expect(shops.every((shop) => shop.machineList.length > 0)).toBe(true);
    expect(shops.some((shop) => shop.machineList.every((machine) => machine.machineType === 'W1'))).toBe(true);
    expect(shops.some((shop) => shop.machineList.some((machine) => machine.machineType === 'A1'))).toBe(true);
    const ages = shops.map((shop) => (reference - shop.createdAt) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(Math.min(...ages)).toBeLessThan(365);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
  });

  it('shows every shop in a local illustration (missing images are the broken-media scenario\'s)', () => {
    expect(shops.every((shop) => /^\/media\/shops\/[a-z-]+\.svg$/.test(shop.shopImg))).toBe(true);
  });

  it('gives every shop of a country its own name', () => {
    for (const countryId of Object.values(COUNTRY_ID)) {
      const names = shops.filter((shop) => shop.countryId === countryId).map((shop) => shop.shopName);
      expect(new Set(names).size, `country ${countryId}`).toBe(names.length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { referenceDay } from './dates';
import { generateActivities } from './seed-activities';
import { generateShops } from './seed-shops';
import { loadSeedCopy } from './seed-copy';

const now = Date.UTC(2026, 4, 14, 9, 30);
const reference = referenceDay(now);
const copy = await loadSeedCopy();
const shops = generateShops(copy.shops, 1, reference, '/');

describe('seeded activities', () => {
  const activities = generateActivities(copy.activities, 1, reference, '/', shops);

  it('gives every country at least 30 items from the past year to the next two months, ids dense from 1', () => {
    expect(activities.map((item) => item.id)).toEqual(activities.map((_, index) => index + 1));
    for (const { countryId } of COUNTRIES) {
      const own = activities.filter((item) => item.countryId === countryId);
      expect(own.length).toBeGreaterThanOrEqual(30);
      const starts = own.map((item) => item.startDate).sort();
      expect(starts[0]! >= '2025-05-01').toBe(true);
      expect(starts.at(-1)! <= '2026-07-31 23:59:59').toBe(true);
    }
  });

  it('always has activities and matches in the current month, one of them running today', () => {
    for (const { countryId } of COUNTRIES) {
      const thisMonth = activities.filter(
        (item) => item.countryId === countryId && item.startDate.startsWith('2026-05'),
      );
      expect(thisMonth.filter((item) => item.type === 1).length).toBeGreaterThan(1);
      expect(thisMonth.filter((item) => item.type === 0).length).toBeGreaterThan(1);
      expect(thisMonth.some((item) => item.startDate <= '2026-05-14 09:30:00' && item.endDate >= '2026-05-14 09:30:00')).toBe(
        true,
      );
    }
  });

  it('is hosted by shops of its own country and names A1 and/or W1', () => {
    for (const item of activities) {
      for (const shopId of item.shopIds) {
        expect(shops.find((shop) => shop.shopId === shopId)?.countryId).toBe(item.countryId);
      }
      expect(item.machineType).toMatch(/A1|W1/);
      expect(item.endDate >= item.startDate).toBe(true);
      expect(item.picture.split(',').length).toBeGreaterThan(0);
    }
  });

  it('writes the six detail texts as plain text with line breaks, in every language', () => {
    const markup = /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;
    for (const item of activities) {
      for (const field of ['content', 'joinMethod', 'cost', 'reward', 'contact', 'other'] as const) {
        expect(item[field], `activity ${item.id} ${field}`).not.toMatch(markup);
        expect(item[field].trim(), `activity ${item.id} ${field}`).not.toBe('');
      }
      expect(item.content, `activity ${item.id}`).toMatch(/\S\n\n\S/);
      expect(item.contact.split('\n'), `activity ${item.id}`).toHaveLength(2);
    }
    for (const { countryId } of COUNTRIES) {
      const matches = activities.filter((item) => item.countryId === countryId && item.type === 0);
      expect(matches.every((item) => item.reward.includes('\n'))).toBe(true);
    }
  });

  it('names the day of a one-day match once, in every language', () => {
    const oneDay = activities.filter((item) => item.startDate.slice(0, 10) === item.endDate.slice(0, 10));
    expect(new Set(oneDay.map((item) => item.countryId)).size).toBe(COUNTRIES.length);
    for (const item of oneDay) {
      const [year, month, day] = item.startDate.slice(0, 10).split('-').map(Number);
      // "14 May 2026" or "2026年5月14日": the day written as the country's copy writes it.
      const written = new RegExp(`${day} \\w+ ${year}|${year}年${month}月${day}日`, 'g');
      expect(item.content.match(written), `activity ${item.id}: ${item.content}`).toHaveLength(1);
    }
  });

  it('works without shops and is the same for the same seed', () => {
    const withoutShops = generateActivities(copy.activities, 1, reference, '/', []);
    expect(withoutShops.length).toBe(activities.length);
    expect(withoutShops.every((item) => item.shopIds.length === 0)).toBe(true);
    expect(generateActivities(copy.activities, 1, reference, '/', shops)).toEqual(activities);
  });
});

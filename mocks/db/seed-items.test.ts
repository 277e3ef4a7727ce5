import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, ITEM_VALID_DAYS, MAX_TEMPLATES } from '@/shared/api/wire';
import { DAY_MS } from '../rules/clock';
import { decideTemplateItems } from '../rules/items';
import { db } from './collections';
import { referenceDay } from './dates';
import { DEMO_MEMBER_ID } from './demo-member';
import { catalogueItemId, ITEM_CATALOGUE } from './item-catalogue';
import { DEMO_EXPIRED_ITEM, DEMO_EXPIRING_ITEM, DEMO_TEMPLATES, generateItemData, MEMBERS_WITH_ITEMS } from './seed-items';
import { DEMO_COINS } from './seed-members';

/** What this seed gives (later seeds, gifts opened for instance, may add to it). */
const seeded = () => generateItemData(1, db.members.all(), referenceDay(Date.now()), '/');
const demoOwned = () => seeded().owned.filter((record) => record.memberId === DEMO_MEMBER_ID);
const itemOf = (itemId: number) => db.items.findFirst((q) => q.where({ id: itemId }))!;

describe('the item catalogue seed', () => {
  it('has at least 60 items over all 14 slot types, with ids from 1 and distinct English titles', () => {
    const items = db.items.all();
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(items.map((item) => item.id)).toEqual(items.map((_, index) => index + 1));
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(ITEM_TYPES));
    for (const type of ITEM_TYPES) expect(items.filter((item) => item.type === type).length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.title)).size).toBe(items.length);
    expect(items.every((item) => /^[A-Za-z0-9 ]+$/.test(item.title))).toBe(true);
  });

  it('prices items from 50 to 600 gold, for 90 days, some recommended, with varied dates and sales', () => {
    const items = db.items.all();
    expect(Math.min(...items.map((item) => item.price))).toBe(50);
    expect(Math.max(...items.map((item) => item.price))).toBe(600);
    expect(items.every((item) => item.validDays === ITEM_VALID_DAYS)).toBe(true);
    const recommended = items.filter((item) => item.recommended).length;
    expect(recommended).toBeGreaterThanOrEqual(4);
    expect(recommended).toBeLessThan(items.length / 2);
    expect(new Set(items.map((item) => item.addedAt)).size).toBeGreaterThan(items.length * 0.8);
    expect(new Set(items.map((item) => item.sold)).size).toBeGreaterThan(items.length * 0.8);
    expect(items.every((item) => item.addedAt < Date.now())).toBe(true);
  });

  it('points every item at local media under the media base: an image preview, images, clips or sounds', () => {
    const items = db.items.all();
    expect(items.every((item) => /^\/media\/items\/[a-z0-9-]+\.svg$/.test(item.previewImg))).toBe(true);
    const kinds = items.map((item) => item.url.split(',')[0]!.split('.').pop());
    expect(new Set(kinds)).toEqual(new Set(['svg', 'mp4', 'webm', 'wav']));
    for (const item of items) {
      const kind = item.url.split(',')[0]!.split('.').pop();
      if (kind === 'mp4' || kind === 'webm') expect([3, 5]).toContain(item.type);
      if (kind === 'wav') expect([4, 6]).toContain(item.type);
      expect(item.url.split(',').every((url) => url.startsWith('/media/items/'))).toBe(true);
    }
    const prefixed = generateItemData(1, db.members.all(), referenceDay(Date.now()), '/portal/').items;
    expect(prefixed.every((item) => item.previewImg.startsWith('/portal/media/items/') && item.url.startsWith('/portal/media/items/'))).toBe(true);
  });
});

describe("the demo member's items", () => {
  it('owns items in several slots: one expiring within 3 days and one expired', () => {
    const now = Date.now();
    const owned = demoOwned();
    expect(new Set(owned.map((record) => itemOf(record.itemId).type)).size).toBeGreaterThanOrEqual(5);
    const expiring = owned.find((record) => record.itemId === catalogueItemId(DEMO_EXPIRING_ITEM))!;
    expect(expiring.expiresAt).toBeGreaterThan(now);
    expect(expiring.expiresAt).toBeLessThanOrEqual(now + 3 * DAY_MS);
    const expired = owned.filter((record) => record.expiresAt <= now);
    expect(expired.map((record) => record.itemId)).toEqual([catalogueItemId(DEMO_EXPIRED_ITEM)]);
    expect(owned.every((record) => record.boughtAt < now && record.expiresAt - record.boughtAt >= ITEM_VALID_DAYS * DAY_MS)).toBe(true);
  });

  it('has a balance that buys a few items but not the whole shop', () => {
    const coin = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.coin;
    expect(coin).toBe(DEMO_COINS);
    const prices = db.items.all().map((item) => item.price).sort((a, b) => a - b);
    expect(prices.slice(0, 3).reduce((sum, price) => sum + price, 0)).toBeLessThanOrEqual(coin);
    expect(prices.reduce((sum, price) => sum + price, 0)).toBeGreaterThan(coin * 5);
    expect(prices.at(-1)).toBeLessThanOrEqual(coin);
  });

  it('has two valid templates and slots filled with the first one, the template in use', () => {
    const now = Date.now();
    const templates = db.itemTemplates.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(templates.map((template) => template.name)).toEqual(DEMO_TEMPLATES.map((template) => template.name));
    expect(templates.length).toBeLessThanOrEqual(MAX_TEMPLATES);
    const owned = new Map(demoOwned().map((record) => [record.itemId, record]));
    const lookup = { typeOf: (itemId: number) => db.items.findFirst((q) => q.where({ id: itemId }))?.type, ownedOf: (itemId: number) => owned.get(itemId) };
    for (const template of templates) {
      expect(template.itemIds).toHaveLength(14);
      expect(decideTemplateItems(template.itemIds, lookup, now)).toEqual({ ok: true });
    }
    const setting = db.itemSettings.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
    expect(setting.templateId).toBe(templates[0]!.id);
    expect(setting.slots).toEqual(templates[0]!.itemIds);
    expect(setting.slots.filter((itemId) => itemId !== 0).length).toBeGreaterThanOrEqual(5);
    // The expired item sits in no slot.
    expect(setting.slots).not.toContain(catalogueItemId(DEMO_EXPIRED_ITEM));
  });
});

describe('other members', () => {
  it('own a few unexpired items each, and no templates', () => {
    const now = Date.now();
    const others = seeded().owned.filter((record) => record.memberId !== DEMO_MEMBER_ID);
    const holders = new Set(others.map((record) => record.memberId));
    expect(holders.size).toBe(MEMBERS_WITH_ITEMS);
    expect(holders.has(DEMO_MEMBER_ID + 1)).toBe(true);
    expect(others.every((record) => record.expiresAt > now)).toBe(true);
    expect(db.itemTemplates.all().every((template) => template.memberId === DEMO_MEMBER_ID)).toBe(true);
    expect(db.itemSettings.all().map((setting) => setting.memberId)).toEqual([DEMO_MEMBER_ID]);
  });
});

describe('the items seed', () => {
  it('is deterministic per seed and day, and the same all day', () => {
    const members = db.members.all();
    const day = referenceDay(Date.UTC(2026, 4, 20, 15));
    expect(generateItemData(1, members, day, '/')).toEqual(generateItemData(1, members, day, '/'));
    expect(generateItemData(2, members, day, '/').items).not.toEqual(generateItemData(1, members, day, '/').items);
    // Fixed facts do not depend on the seed.
    expect(generateItemData(2, members, day, '/').items.map((item) => item.title)).toEqual(ITEM_CATALOGUE.map((item) => item.title));
  });

  it('is what the database holds after seeding', () => {
    const data = seeded();
    expect(db.items.all()).toEqual(data.items);
    for (const record of data.owned) expect(db.ownedItems.findFirst((q) => q.where({ id: record.id }))).toEqual(record);
    expect(db.itemTemplates.all()).toEqual(data.templates);
    expect(db.itemSettings.all()).toEqual(data.settings);
  });

  it('keeps ids unique and every owned item in the catalogue', () => {
    const ownedIds = db.ownedItems.all().map((record) => record.id);
    expect(new Set(ownedIds).size).toBe(ownedIds.length);
    expect(db.ownedItems.all().every((record) => itemOf(record.itemId) !== undefined)).toBe(true);
    const pairs = db.ownedItems.all().map((record) => `${record.memberId} ${record.itemId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

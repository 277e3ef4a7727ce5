import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, MAX_TEMPLATES, NO_TEMPLATE } from '@/shared/api/wire';
import { DAY_MS } from './clock';
import {
  appliedSlots,
  catalogueList,
  decideBuy,
  decideNewTemplate,
  decideOwnTemplate,
  decideOwnTemplates,
  decideSlotItem,
  decideTemplateItems,
  homeLists,
  myItemsList,
  settingAfterSet,
  slotIndexOf,
  type ListedItem,
  type Owned,
} from './items';

const NOW = Date.UTC(2026, 10, 25, 12);
const ME = 1;

const listed = (id: number, type: number, overrides: Partial<ListedItem> = {}): ListedItem => ({
  id,
  type,
  recommended: false,
  addedAt: NOW - id * DAY_MS,
  sold: 100,
  ...overrides,
});

describe('catalogueList and homeLists', () => {
  const items = [
    listed(1, 1, { recommended: true, addedAt: NOW - 50 * DAY_MS, sold: 10 }),
    listed(2, 3, { addedAt: NOW - 2 * DAY_MS, sold: 900 }),
    listed(3, 3, { recommended: true, addedAt: NOW - 1 * DAY_MS, sold: 300 }),
    listed(4, 4, { addedAt: NOW - 9 * DAY_MS, sold: 900 }),
    listed(5, 71, { recommended: true, addedAt: NOW - 30 * DAY_MS, sold: 50 }),
  ];
  const ids = (list: readonly ListedItem[]) => list.map((item) => item.id);

  it('lists every item in catalogue order for the plain list, or one type', () => {
    expect(ids(catalogueList([...items].reverse(), { itemType: '', queryType: '' }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(catalogueList(items, { itemType: 3, queryType: '' }))).toEqual([2, 3]);
    expect(catalogueList(items, { itemType: 6, queryType: '' })).toEqual([]);
  });

  it('orders recommended (1) and new (2) items newest first, ranking (3) best-selling first (ties: lower id)', () => {
    expect(ids(catalogueList(items, { itemType: '', queryType: 1 }))).toEqual([3, 5, 1]);
    expect(ids(catalogueList(items, { itemType: '', queryType: 2 }))).toEqual([3, 2, 4, 5, 1]);
    expect(ids(catalogueList(items, { itemType: '', queryType: 3 }))).toEqual([2, 4, 3, 5, 1]);
    expect(ids(catalogueList(items, { itemType: 3, queryType: 3 }))).toEqual([2, 3]);
  });

  it('gives the home page the first `number` of each list', () => {
    expect(homeLists(items, 2)).toEqual({
      recommendItems: [items[2], items[4]],
      newItems: [items[2], items[1]],
      rankingItems: [items[1], items[3]],
    });
  });
});

describe('myItemsList', () => {
  const owned: Owned[] = [
    { id: 1, itemId: 10, boughtAt: NOW - 5 * DAY_MS, expiresAt: NOW + 85 * DAY_MS },
    { id: 2, itemId: 11, boughtAt: NOW - 95 * DAY_MS, expiresAt: NOW - 5 * DAY_MS },
    { id: 3, itemId: 12, boughtAt: NOW - 1 * DAY_MS, expiresAt: NOW + 89 * DAY_MS },
    { id: 4, itemId: 99, boughtAt: NOW, expiresAt: NOW + 90 * DAY_MS },
  ];
  const types: Record<number, number> = { 10: 3, 11: 5, 12: 3 };
  const typeOf = (itemId: number) => types[itemId];

  it('sorts by buy time, 2 newest first and 1 oldest first, keeping expired items', () => {
    expect(myItemsList(owned, { type: '', sort: 2 }, typeOf).map((record) => record.id)).toEqual([3, 1, 2]);
    expect(myItemsList(owned, { type: '', sort: 1 }, typeOf).map((record) => record.id)).toEqual([2, 1, 3]);
  });

  it('filters by type and leaves out items no longer in the catalogue', () => {
    expect(myItemsList(owned, { type: 3, sort: 2 }, typeOf).map((record) => record.id)).toEqual([3, 1]);
    expect(myItemsList(owned, { type: 5, sort: 2 }, typeOf).map((record) => record.id)).toEqual([2]);
  });
});

describe('decideBuy', () => {
  it('lets a member buy an item the balance covers, to the last coin', () => {
    expect(decideBuy({ item: { price: 300 }, coin: 300 })).toEqual({ ok: true });
  });

  it('refuses an unknown item and a balance short of the price', () => {
    expect(decideBuy({ item: undefined, coin: 9999 })).toEqual({ ok: false, message: 'itemUnknown' });
    expect(decideBuy({ item: { price: 300 }, coin: 299 })).toEqual({ ok: false, message: 'itemNotEnoughGold' });
  });
});

describe('decideSlotItem', () => {
  const base = { slotType: 3, itemId: 10, itemType: 3, owned: { expiresAt: NOW + DAY_MS }, now: NOW };

  it('accepts an owned, unexpired item of the slot type, and 0 (empty) whatever else', () => {
    expect(decideSlotItem(base)).toEqual({ ok: true });
    expect(decideSlotItem({ ...base, itemId: 0, itemType: undefined, owned: undefined })).toEqual({ ok: true });
  });

  it.each([
    ['an unknown item', { itemType: undefined }, 'itemUnknown'],
    ['an item of another type', { itemType: 4 }, 'itemWrongSlot'],
    ['an item not owned', { owned: undefined }, 'itemNotOwned'],
    ['an item that expired', { owned: { expiresAt: NOW - DAY_MS } }, 'itemExpired'],
    ['an item expiring this very moment', { owned: { expiresAt: NOW } }, 'itemExpired'],
  ] as const)('refuses %s', (_, overrides, message) => {
    expect(decideSlotItem({ ...base, ...overrides })).toEqual({ ok: false, message });
  });
});

describe('decideTemplateItems', () => {
  // Item 100 + slot index is an item of that slot's type; the member owns 103 (Sound) and 100 (Style); 104 (Bull) expired.
  const typeOf = (itemId: number) => (itemId >= 100 && itemId < 114 ? ITEM_TYPES[itemId - 100] : undefined);
  const owned: Record<number, { expiresAt: number }> = { 100: { expiresAt: NOW + DAY_MS }, 103: { expiresAt: NOW + DAY_MS }, 104: { expiresAt: NOW - DAY_MS } };
  const lookup = { typeOf, ownedOf: (itemId: number) => owned[itemId] };
  const slots = (filled: Record<number, number>) => ITEM_TYPES.map((_, index) => filled[index] ?? 0);

  it('accepts 14 slots of 0 or owned, unexpired items of each slot type', () => {
    expect(decideTemplateItems(slots({}), lookup, NOW)).toEqual({ ok: true });
    expect(decideTemplateItems(slots({ 0: 100, 3: 103 }), lookup, NOW)).toEqual({ ok: true });
  });

  it('refuses an item in the wrong slot, one not owned, one expired and one unknown', () => {
    expect(decideTemplateItems(slots({ 2: 103 }), lookup, NOW)).toEqual({ ok: false, message: 'itemWrongSlot' });
    expect(decideTemplateItems(slots({ 5: 105 }), lookup, NOW)).toEqual({ ok: false, message: 'itemNotOwned' });
    expect(decideTemplateItems(slots({ 4: 104 }), lookup, NOW)).toEqual({ ok: false, message: 'itemExpired' });
    expect(decideTemplateItems(slots({ 13: 999 }), lookup, NOW)).toEqual({ ok: false, message: 'itemUnknown' });
  });
});

describe('template ownership and count', () => {
  it(`allows a new template while the member has fewer than ${MAX_TEMPLATES}`, () => {
    expect(decideNewTemplate(MAX_TEMPLATES - 1)).toEqual({ ok: true });
    expect(decideNewTemplate(MAX_TEMPLATES)).toEqual({ ok: false, message: 'templateLimit' });
  });

  it("refuses an unknown template and someone else's, one or several", () => {
    expect(decideOwnTemplate({ memberId: ME }, ME)).toEqual({ ok: true });
    expect(decideOwnTemplate(undefined, ME)).toEqual({ ok: false, message: 'templateUnknown' });
    expect(decideOwnTemplate({ memberId: 2 }, ME)).toEqual({ ok: false, message: 'templateNotYours' });
    expect(decideOwnTemplates([{ memberId: ME }, { memberId: ME }], ME)).toEqual({ ok: true });
    expect(decideOwnTemplates([{ memberId: ME }, { memberId: 2 }], ME)).toEqual({ ok: false, message: 'templateNotYours' });
    expect(decideOwnTemplates([{ memberId: ME }, undefined], ME)).toEqual({ ok: false, message: 'templateUnknown' });
  });
});

describe('slots', () => {
  it('knows the slot of each type in template order', () => {
    expect(ITEM_TYPES.map(slotIndexOf)).toEqual(ITEM_TYPES.map((_, index) => index));
    expect(slotIndexOf(7)).toBe(-1);
  });

  it('applies a template, leaving the slot of an item no longer usable empty', () => {
    expect(appliedSlots([5, 0, 7, 8], (itemId) => itemId !== 7)).toEqual([5, 0, 0, 8]);
  });

  it('leaves the template in use when a slot is changed by hand, not when it is set to what it holds', () => {
    const setting = { slots: [5, 0, 7, ...Array.from({ length: 11 }, () => 0)], templateId: 3 };
    expect(settingAfterSet(setting, 3, 9)).toEqual({ slots: [5, 0, 9, ...setting.slots.slice(3)], templateId: NO_TEMPLATE });
    expect(settingAfterSet(setting, 1, 0)).toEqual({ slots: [0, 0, 7, ...setting.slots.slice(3)], templateId: NO_TEMPLATE });
    expect(settingAfterSet(setting, 3, 7)).toBe(setting);
  });
});

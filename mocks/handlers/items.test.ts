import { describe, expect, it, vi } from 'vitest';
import {
  buyItem,
  changeTemplate,
  deleteTemplates,
  insertTemplate,
  ITEM_TYPES,
  itemDetails,
  itemHome,
  itemList,
  MAX_TEMPLATES,
  myItemList,
  mySetting,
  NO_TEMPLATE,
  setSlotItem,
  templateList,
  updateTemplate,
} from '@/shared/api/wire';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import { formatBackendDateTime } from '../db/dates';
import { emptySlots, itemTemplateRecord } from '../db/factories';
import { catalogueItemId } from '../db/item-catalogue';
import { DEMO_EXPIRED_ITEM, DEMO_EXPIRING_ITEM, DEMO_TEMPLATES, slotsOf } from '../db/seed-items';
import { createManualClock, db, DEMO_MEMBER_ID, resetFakeBackend } from '../node';
import { call, logIn, logInDemo, rawCall } from '../test-support';

const OTHER_MEMBER_ID = DEMO_MEMBER_ID + 1;

const logInOther = () => logIn(db.members.findFirst((q) => q.where({ memberId: OTHER_MEMBER_ID }))!.account);

const id = catalogueItemId;
const coinOf = (memberId = DEMO_MEMBER_ID) => db.members.findFirst((q) => q.where({ memberId }))!.coin;
const ownedOf = (itemId: number, memberId = DEMO_MEMBER_ID) => db.ownedItems.findFirst((q) => q.where({ memberId, itemId }));
const itemOf = (itemId: number) => db.items.findFirst((q) => q.where({ id: itemId }))!;
/** Everything an item call may change, to check that a refusal changed nothing. */
const itemState = () => ({
  members: db.members.all().map((record) => ({ ...record })),
  items: db.items.all().map((record) => ({ ...record })),
  owned: db.ownedItems.all().map((record) => ({ ...record })),
  settings: db.itemSettings.all().map((record) => ({ ...record })),
  templates: db.itemTemplates.all().map((record) => ({ ...record })),
});
/** Slots holding these items (by catalogue file), in ITEM_TYPES order. */
const slots = (...files: string[]) => slotsOf(files);
const settingIds = async (token: string) => (await call(mySetting, {}, token)).list.map((slot) => slot.id);

/** An item the demo member does not own, of a type, the cheapest first. */
function unownedItem(type?: number) {
  const owned = new Set(db.ownedItems.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map((record) => record.itemId));
  return db.items
    .all()
    .filter((item) => !owned.has(item.id) && (type === undefined || item.type === type))
    .sort((a, b) => a.price - b.price || a.id - b.id)[0]!;
}

async function setCoins(coin: number, memberId = DEMO_MEMBER_ID): Promise<void> {
  await db.members.update((q) => q.where({ memberId }), {
    data(member) {
      member.coin = coin;
    },
  });
}

describe('every item and template call', () => {
  it.each([
    [itemHome, { number: 4 }],
    [itemList, { pageSize: 10 }],
    [itemDetails, { itemId: 1 }],
    [myItemList, { pageSize: 10 }],
    [buyItem, { itemId: 1 }],
    [setSlotItem, { itemId: 0, type: 1 }],
    [mySetting, {}],
    [templateList, {}],
    [insertTemplate, { name: 'New', itemIds: emptySlots() }],
    [updateTemplate, { id: 1, name: 'New', itemIds: emptySlots() }],
    [deleteTemplates, [1]],
    [changeTemplate, { templateId: 2 }],
  ] as const)('%# answers a visitor 198 and changes nothing', async (definition, params) => {
    const before = itemState();
    await expect(call(definition, params, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    await expect(call(definition, params, 'not-a-token')).rejects.toMatchObject({ code: 198 });
    expect(itemState()).toEqual(before);
  });
});

describe('/rpi/item/home and /rpi/item/list', () => {
  it('answers `number` recommended, newest and best-selling items', async () => {
    const token = await logInDemo();
    const home = await call(itemHome, { number: 4 }, token);
    expect(home.recommendItems).toHaveLength(4);
    expect(home.newItems).toHaveLength(4);
    expect(home.rankingItems).toHaveLength(4);
    expect(home.recommendItems.every((item) => itemOf(item.id).recommended)).toBe(true);
    const newest = [...db.items.all()].sort((a, b) => b.addedAt - a.addedAt || b.id - a.id).slice(0, 4);
    expect(home.newItems.map((item) => item.id)).toEqual(newest.map((item) => item.id));
    const sold = home.rankingItems.map((item) => itemOf(item.id).sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    expect(Math.min(...sold)).toBeGreaterThanOrEqual(Math.max(...db.items.all().filter((item) => !home.rankingItems.some((top) => top.id === item.id)).map((item) => item.sold)));
    expect(home.newItems[0]).toEqual({
      id: newest[0]!.id,
      title: newest[0]!.title,
      type: newest[0]!.type,
      price: newest[0]!.price,
      previewImg: newest[0]!.previewImg,
      url: newest[0]!.url,
      validDays: 90,
    });
  });

  it('lists the whole catalogue with 999 a page, or one type, in pages with the total', async () => {
    const token = await logInDemo();
    const all = await call(itemList, { itemType: '', queryType: '', pageIndex: 1, pageSize: 999 }, token);
    expect(all.totalCount).toBe(db.items.count());
    expect(all.list.map((item) => item.id)).toEqual(db.items.all().map((item) => item.id).sort((a, b) => a - b));
    const effects = await call(itemList, { itemType: 3, pageSize: 999 }, token);
    expect(effects.list.length).toBeGreaterThan(0);
    expect(effects.list.every((item) => item.type === 3)).toBe(true);
    const second = await call(itemList, { itemType: 3, pageIndex: 2, pageSize: 2 }, token);
    expect(second).toEqual({ list: effects.list.slice(2, 4), totalCount: effects.totalCount });
  });

  it("lists each home list's More with queryType 1, 2 and 3", async () => {
    const token = await logInDemo();
    const home = await call(itemHome, { number: 4 }, token);
    const more = async (queryType: 1 | 2 | 3) => (await call(itemList, { queryType, pageSize: 4 }, token)).list;
    expect(await more(1)).toEqual(home.recommendItems);
    expect(await more(2)).toEqual(home.newItems);
    expect(await more(3)).toEqual(home.rankingItems);
    const recommended = await call(itemList, { queryType: 1, pageSize: 999 }, token);
    expect(recommended.totalCount).toBe(db.items.all().filter((item) => item.recommended).length);
  });

  it('refuses a page size over 999, an unknown type and an unknown queryType with 101', async () => {
    const token = await logInDemo();
    const post = (body: unknown) =>
      rawCall(itemList.path, { headers: { Authorization: token, 'Content-Type': 'application/json' }, form: JSON.stringify(body) });
    expect(await post({ pageSize: 1000 })).toMatchObject({ code: 101, msg: 'Invalid parameter: pageSize' });
    expect(await post({ pageSize: 10, itemType: 7 })).toMatchObject({ code: 101, msg: 'Invalid parameter: itemType' });
    expect(await post({ pageSize: 10, queryType: 4 })).toMatchObject({ code: 101, msg: 'Invalid parameter: queryType' });
    expect(await post({ pageSize: 10, itemType: '', queryType: '' })).toMatchObject({ code: 100, data: { totalCount: db.items.count() } });
  });
});

describe('/rpi/item/details', () => {
  it("answers the item and the member's balance", async () => {
    const token = await logInDemo();
    const item = itemOf(id('sakura-night-style'));
    expect(await call(itemDetails, { itemId: item.id }, token)).toEqual({
      id: item.id,
      title: 'Sakura Night Style',
      type: 1,
      price: item.price,
      previewImg: '/media/items/sakura-night-style.svg',
      url: '/media/items/sakura-night-style-screen.svg,/media/items/sakura-night-style.svg',
      validDays: 90,
      coin: coinOf(),
    });
  });

  it('refuses an unknown item with 101, in the language asked', async () => {
    const token = await logInDemo();
    await expect(call(itemDetails, { itemId: 99_999 }, token)).rejects.toMatchObject({ code: 101, message: 'This item does not exist' });
    await expect(call(itemDetails, { itemId: 99_999 }, token, 'zh-TW')).rejects.toMatchObject({ message: '此道具不存在' });
  });
});

describe('/rpi/item/my/list', () => {
  it("lists the member's items, expired ones too, newest bought first by default, with dates as the backend writes them", async () => {
    const token = await logInDemo();
    const page = await call(myItemList, { pageSize: 999 }, token);
    const owned = db.ownedItems.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(page.totalCount).toBe(owned.length);
    expect(page.list.map((row) => row.id)).toContain(id(DEMO_EXPIRED_ITEM));
    const bought = page.list.map((row) => ownedOf(row.id)!.boughtAt);
    expect(bought).toEqual([...bought].sort((a, b) => b - a));
    const expired = ownedOf(id(DEMO_EXPIRED_ITEM))!;
    const item = itemOf(expired.itemId);
    // The demo member plays in country 617 (UTC).
    expect(page.list.find((row) => row.id === item.id)).toEqual({
      id: item.id,
      title: item.title,
      type: item.type,
      previewImg: item.previewImg,
      url: item.url,
      buyTime: formatBackendDateTime(expired.boughtAt, 0),
      time: formatBackendDateTime(expired.expiresAt, 0),
    });
    expect(page.list[0]!.buyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sorts oldest first with sort 1, filters by type and pages', async () => {
    const token = await logInDemo();
    const newest = (await call(myItemList, { sort: 2, pageSize: 999 }, token)).list;
    const oldest = (await call(myItemList, { sort: 1, pageSize: 999 }, token)).list;
    expect(oldest).toEqual([...newest].reverse());
    const effects = await call(myItemList, { type: 3, pageSize: 999 }, token);
    const ownedEffects = db.ownedItems.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).filter((record) => itemOf(record.itemId).type === 3);
    expect(effects.list.map((row) => row.id).sort()).toEqual(ownedEffects.map((record) => record.itemId).sort());
    expect(effects.list.map((row) => row.id)).toContain(id('ripple-ring-effect'));
    expect(await call(myItemList, { sort: 1, pageIndex: 2, pageSize: 3 }, token)).toEqual({ list: oldest.slice(3, 6), totalCount: oldest.length });
  });

  it("shows another member only their own items", async () => {
    const token = await logInOther();
    const page = await call(myItemList, { pageSize: 999 }, token);
    expect(page.list.map((row) => row.id).sort()).toEqual(db.ownedItems.findMany((q) => q.where({ memberId: OTHER_MEMBER_ID })).map((record) => record.itemId).sort());
  });
});

describe('/rpi/item/my/buy', () => {
  it('debits the price once and gives the item for 90 days from now', async () => {
    const token = await logInDemo();
    const item = unownedItem(72);
    const coin = coinOf();
    const sold = item.sold;
    const before = Date.now();
    await expect(call(buyItem, { itemId: item.id }, token)).resolves.toBeNull();
    expect(coinOf()).toBe(coin - item.price);
    const owned = ownedOf(item.id)!;
    expect(owned.boughtAt).toBeGreaterThanOrEqual(before);
    expect(owned.expiresAt - owned.boughtAt).toBe(90 * DAY_MS);
    expect(itemOf(item.id).sold).toBe(sold + 1);
    const details = await call(itemDetails, { itemId: item.id }, token);
    expect(details.coin).toBe(coin - item.price);
  });

  it('renews an owned item by 90 days from its current expiry, and an expired one from now', async () => {
    const token = await logInDemo();
    const expiring = ownedOf(id(DEMO_EXPIRING_ITEM))!;
    await call(buyItem, { itemId: expiring.itemId }, token);
    expect(ownedOf(expiring.itemId)!.expiresAt).toBe(expiring.expiresAt + 90 * DAY_MS);
    expect(db.ownedItems.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId: expiring.itemId }))).toHaveLength(1);

    const before = Date.now();
    await call(buyItem, { itemId: id(DEMO_EXPIRED_ITEM) }, token);
    const renewed = ownedOf(id(DEMO_EXPIRED_ITEM))!;
    expect(renewed.expiresAt).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    expect(renewed.expiresAt).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
  });

  it('charges each of two buys: two clicks are two purchases', async () => {
    const token = await logInDemo();
    const item = unownedItem(4);
    const coin = coinOf();
    await call(buyItem, { itemId: item.id }, token);
    const first = ownedOf(item.id)!.expiresAt;
    await call(buyItem, { itemId: item.id }, token);
    expect(coinOf()).toBe(coin - 2 * item.price);
    expect(ownedOf(item.id)!.expiresAt).toBe(first + 90 * DAY_MS);
  });

  it('refuses a balance short of the price with 101, in the language asked, and changes nothing', async () => {
    const token = await logInDemo();
    const item = unownedItem(1);
    await setCoins(item.price - 1);
    const before = itemState();
    await expect(call(buyItem, { itemId: item.id }, token)).rejects.toMatchObject({ code: 101, message: 'Not enough gold to buy this item' });
    await expect(call(buyItem, { itemId: item.id }, token, 'ja')).rejects.toMatchObject({ message: 'ゴールドが足りないため、このアイテムを購入できません' });
    expect(itemState()).toEqual(before);
    // The last coin is enough.
    await setCoins(item.price);
    await call(buyItem, { itemId: item.id }, token);
    expect(coinOf()).toBe(0);
  });

  it('never lets two buys at once take the balance below 0', async () => {
    const token = await logInDemo();
    const item = unownedItem(1);
    await setCoins(item.price + 10);
    const results = await Promise.allSettled([call(buyItem, { itemId: item.id }, token), call(buyItem, { itemId: item.id }, token)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(coinOf()).toBe(10);
  });

  it('refuses an unknown item with 101 and changes nothing', async () => {
    const token = await logInDemo();
    const before = itemState();
    await expect(call(buyItem, { itemId: 99_999 }, token)).rejects.toMatchObject({ code: 101, message: 'This item does not exist' });
    expect(itemState()).toEqual(before);
  });

  it('keeps the gold when the grant fails: all or nothing', async () => {
    const token = await logInDemo();
    const item = unownedItem(5);
    const before = itemState();
    const failure = vi.spyOn(db.ownedItems, 'create').mockRejectedValueOnce(new Error('storage failed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(buyItem, { itemId: item.id }, token)).rejects.toMatchObject({ code: 500 });
    failure.mockRestore();
    error.mockRestore();
    expect(itemState()).toEqual(before);
  });

  it('reads the item id from the query too, as older clients send it', async () => {
    const token = await logInDemo();
    const item = unownedItem(6);
    expect(await rawCall(buyItem.path, { query: `itemId=${item.id}`, headers: { Authorization: token } })).toMatchObject({ code: 100 });
    expect(ownedOf(item.id)).toBeDefined();
  });
});

describe('/rpi/item/my/setting and /rpi/item/my/set', () => {
  it('answers the 14 slots in template order and the template in use', async () => {
    const token = await logInDemo();
    const setting = await call(mySetting, {}, token);
    expect(setting.id).toBe(DEMO_TEMPLATES[0].id);
    expect(setting.list.map((slot) => slot.type)).toEqual([...ITEM_TYPES]);
    expect(setting.list.map((slot) => slot.id)).toEqual(slotsOf(DEMO_TEMPLATES[0].files));
    const style = setting.list[0]!;
    const owned = ownedOf(style.id)!;
    expect(style).toEqual({ id: id('neon-arcade-style'), type: 1, title: 'Neon Arcade Style', url: itemOf(style.id).url, buyTime: formatBackendDateTime(owned.boughtAt, 0) });
    expect(setting.list[4]).toEqual({ id: 0, type: 5, title: null, url: null, buyTime: null });
  });

  it('answers a member who never set anything 14 empty slots and no template', async () => {
    const token = await logInOther();
    const setting = await call(mySetting, {}, token);
    expect(setting).toEqual({ id: NO_TEMPLATE, list: ITEM_TYPES.map((type) => ({ id: 0, type, title: null, url: null, buyTime: null })) });
  });

  it('puts an owned, unexpired item of the slot type into the slot; the slots are then no template', async () => {
    const token = await logInDemo();
    await expect(call(setSlotItem, { itemId: id('ripple-ring-effect'), type: 3 }, token)).resolves.toBeNull();
    const setting = await call(mySetting, {}, token);
    expect(setting.list[2]).toMatchObject({ id: id('ripple-ring-effect'), type: 3, title: 'Ripple Ring Effect' });
    expect(setting.id).toBe(NO_TEMPLATE);
  });

  it('keeps the template in use when the slot is set to the item it holds', async () => {
    const token = await logInDemo();
    await call(setSlotItem, { itemId: id('spark-burst-effect'), type: 3 }, token);
    expect((await call(mySetting, {}, token)).id).toBe(DEMO_TEMPLATES[0].id);
  });

  it('empties a slot with item 0', async () => {
    const token = await logInDemo();
    await call(setSlotItem, { itemId: 0, type: 1 }, token);
    const setting = await call(mySetting, {}, token);
    expect(setting.list[0]).toEqual({ id: 0, type: 1, title: null, url: null, buyTime: null });
    expect(setting.id).toBe(NO_TEMPLATE);
  });

  it.each([
    ['an item of another type', () => ({ itemId: id('ripple-ring-effect'), type: 4 }), 'This item does not fit this slot'],
    ['an item not owned', () => ({ itemId: unownedItem(3).id, type: 3 }), 'You do not own this item'],
    ['an expired item', () => ({ itemId: id(DEMO_EXPIRED_ITEM), type: 5 }), 'This item has expired: renew it first'],
    ['an unknown item', () => ({ itemId: 99_999, type: 3 }), 'This item does not exist'],
  ] as const)('refuses %s with 101 and changes nothing', async (_, params, message) => {
    const token = await logInDemo();
    const before = itemState();
    await expect(call(setSlotItem, params(), token)).rejects.toMatchObject({ code: 101, message });
    expect(itemState()).toEqual(before);
  });

  it('refuses a type that is no slot with 101', async () => {
    const token = await logInDemo();
    const answer = await rawCall(setSlotItem.path, { headers: { Authorization: token, 'Content-Type': 'application/json' }, form: JSON.stringify({ itemId: 0, type: 7 }) });
    expect(answer).toMatchObject({ code: 101, msg: 'Invalid parameter: type' });
  });

  it('shows an item that expired in its slot as empty, and again once renewed', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    const token = await logInDemo();
    const expiring = ownedOf(id(DEMO_EXPIRING_ITEM))!;
    const index = ITEM_TYPES.indexOf(4);
    expect((await settingIds(token))[index]).toBe(expiring.itemId);
    clock.set(expiring.expiresAt + HOUR_MS);
    // Days later: a new session.
    const later = await logInDemo();
    expect((await settingIds(later))[index]).toBe(0);
    await call(buyItem, { itemId: expiring.itemId }, later);
    expect((await settingIds(later))[index]).toBe(expiring.itemId);
  });
});

describe('/rpi/itemtemplate/list, insert, update and delete', () => {
  const valid = () => slots('neon-arcade-style', 'ripple-ring-effect', 'hat-trick-top-hat');

  it("lists the member's own templates, oldest first", async () => {
    const token = await logInDemo();
    expect(await call(templateList, {}, token)).toEqual(
      DEMO_TEMPLATES.map((template) => ({ id: template.id, name: template.name, itemIds: slotsOf(template.files) })),
    );
    expect(await call(templateList, {}, await logInOther())).toEqual([]);
  });

  it('saves a template of owned, unexpired items of each slot type, and 0s', async () => {
    const token = await logInDemo();
    await expect(call(insertTemplate, { name: '  League Night ', itemIds: valid() }, token)).resolves.toBeNull();
    await call(insertTemplate, { name: 'Empty', itemIds: emptySlots() }, token);
    const templates = await call(templateList, {}, token);
    expect(templates.slice(2)).toEqual([
      { id: expect.any(Number), name: 'League Night', itemIds: valid() },
      { id: expect.any(Number), name: 'Empty', itemIds: emptySlots() },
    ]);
  });

  it(`refuses an 11th template with 101`, async () => {
    const token = await logInDemo();
    for (let index = DEMO_TEMPLATES.length; index < MAX_TEMPLATES; index += 1) await call(insertTemplate, { name: `T${index}`, itemIds: emptySlots() }, token);
    const before = itemState();
    await expect(call(insertTemplate, { name: 'One too many', itemIds: emptySlots() }, token)).rejects.toMatchObject({ code: 101, message: 'You can keep at most 10 templates' });
    expect(itemState()).toEqual(before);
    expect(await call(templateList, {}, token)).toHaveLength(MAX_TEMPLATES);
  });

  it.each([
    ['13 item ids', { itemIds: emptySlots().slice(1) }, 'Invalid parameter: itemIds'],
    ['15 item ids', { itemIds: [...emptySlots(), 0] }, 'Invalid parameter: itemIds'],
    ['an item in the wrong slot', { itemIds: slots('ripple-ring-effect').reverse() }, 'This item does not fit this slot'],
    ['an expired item', { itemIds: slots(DEMO_EXPIRED_ITEM) }, 'This item has expired: renew it first'],
    ['a name of 21 characters', { name: 'A'.repeat(21) }, 'Invalid parameter: name'],
    ['an empty name', { name: '   ' }, 'Invalid parameter: name'],
    ['a name with markup', { name: '<b>Night</b>' }, 'Invalid parameter: name'],
  ] as const)('refuses a template with %s (101) and saves nothing', async (_, overrides, message) => {
    const token = await logInDemo();
    const before = itemState();
    const answer = await rawCall(insertTemplate.path, {
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      form: JSON.stringify({ name: 'Fine', itemIds: emptySlots(), ...overrides }),
    });
    expect(answer).toMatchObject({ code: 101, msg: message });
    expect(itemState()).toEqual(before);
  });

  it('refuses an item the member does not own', async () => {
    const token = await logInDemo();
    const other = unownedItem(73);
    const itemIds = emptySlots();
    itemIds[ITEM_TYPES.indexOf(73)] = other.id;
    await expect(call(insertTemplate, { name: 'Borrowed', itemIds }, token)).rejects.toMatchObject({ code: 101, message: 'You do not own this item' });
  });

  it('renames and refills an own template; the template in use is applied again', async () => {
    const token = await logInDemo();
    const [inUse, other] = DEMO_TEMPLATES;
    await call(updateTemplate, { id: other.id, name: 'Chill', itemIds: slots('ripple-ring-effect') }, token);
    expect((await call(templateList, {}, token))[1]).toEqual({ id: other.id, name: 'Chill', itemIds: slots('ripple-ring-effect') });
    expect(await settingIds(token)).toEqual(slotsOf(inUse.files));

    await call(updateTemplate, { id: inUse.id, name: inUse.name, itemIds: slots('neon-arcade-style', 'ripple-ring-effect') }, token);
    expect(await call(mySetting, {}, token)).toMatchObject({ id: inUse.id });
    expect(await settingIds(token)).toEqual(slots('neon-arcade-style', 'ripple-ring-effect'));
  });

  it('refuses an update with an expired item or one in the wrong slot, and changes nothing', async () => {
    const token = await logInDemo();
    const before = itemState();
    const { id: templateId, name } = DEMO_TEMPLATES[1];
    await expect(call(updateTemplate, { id: templateId, name, itemIds: slots(DEMO_EXPIRED_ITEM) }, token)).rejects.toMatchObject({ code: 101, message: 'This item has expired: renew it first' });
    await expect(call(updateTemplate, { id: templateId, name, itemIds: slots('ripple-ring-effect').reverse() }, token)).rejects.toMatchObject({ code: 101, message: 'This item does not fit this slot' });
    expect(itemState()).toEqual(before);
  });

  it("refuses someone else's template and an unknown one with 101", async () => {
    const token = await logInDemo();
    await db.itemTemplates.create(itemTemplateRecord({ id: 500, memberId: OTHER_MEMBER_ID, name: 'Theirs', itemIds: emptySlots(), createdAt: Date.now() }));
    const before = itemState();
    await expect(call(updateTemplate, { id: 500, name: 'Mine now', itemIds: emptySlots() }, token)).rejects.toMatchObject({ code: 101, message: 'This template is not yours' });
    await expect(call(updateTemplate, { id: 501, name: 'Nothing', itemIds: emptySlots() }, token)).rejects.toMatchObject({ code: 101, message: 'This template does not exist' });
    await expect(call(deleteTemplates, [DEMO_TEMPLATES[1].id, 500], token)).rejects.toMatchObject({ code: 101, message: 'This template is not yours' });
    await expect(call(changeTemplate, { templateId: 500 }, token)).rejects.toMatchObject({ code: 101, message: 'This template is not yours' });
    await expect(call(changeTemplate, { templateId: 501 }, token)).rejects.toMatchObject({ code: 101, message: 'This template does not exist' });
    expect(itemState()).toEqual(before);
  });

  it('deletes the templates of a bare JSON array; deleting the one in use leaves the slots as they are, with no template', async () => {
    const token = await logInDemo();
    const slotsBefore = await settingIds(token);
    await expect(call(deleteTemplates, DEMO_TEMPLATES.map((template) => template.id), token)).resolves.toBeNull();
    expect(await call(templateList, {}, token)).toEqual([]);
    expect(await call(mySetting, {}, token)).toMatchObject({ id: NO_TEMPLATE });
    expect(await settingIds(token)).toEqual(slotsBefore);
  });

  it('refuses a delete body that is not an array of ids', async () => {
    const token = await logInDemo();
    const post = (body: string) => rawCall(deleteTemplates.path, { headers: { Authorization: token, 'Content-Type': 'application/json' }, form: body });
    expect(await post('{"ids":[1]}')).toMatchObject({ code: 101 });
    expect(await post('[]')).toMatchObject({ code: 101 });
    expect(await post('[1, "x"]')).toMatchObject({ code: 101 });
    expect(db.itemTemplates.count()).toBe(DEMO_TEMPLATES.length);
  });
});

describe('/rpi/itemtemplate/change', () => {
  it('applies a template to the slots; item/my/setting then names it', async () => {
    const token = await logInDemo();
    const chill = DEMO_TEMPLATES[1];
    await expect(call(changeTemplate, { templateId: chill.id }, token)).resolves.toBeNull();
    const setting = await call(mySetting, {}, token);
    expect(setting.id).toBe(chill.id);
    expect(setting.list.map((slot) => slot.id)).toEqual(slotsOf(chill.files));
  });

  it('keeps the items in the slots with -1 (no template)', async () => {
    const token = await logInDemo();
    const slotsBefore = await settingIds(token);
    await call(changeTemplate, { templateId: -1 }, token);
    expect(await call(mySetting, {}, token)).toMatchObject({ id: NO_TEMPLATE });
    expect(await settingIds(token)).toEqual(slotsBefore);
  });

  it('leaves the slot of an item that expired since the template was saved empty', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    const token = await logInDemo();
    const [tournament, chill] = DEMO_TEMPLATES;
    await call(changeTemplate, { templateId: chill.id }, token);
    const expiring = ownedOf(id(DEMO_EXPIRING_ITEM))!;
    clock.set(expiring.expiresAt + HOUR_MS);
    const later = await logInDemo();
    await call(changeTemplate, { templateId: tournament.id }, later);
    const expected = slotsOf(tournament.files);
    expected[ITEM_TYPES.indexOf(4)] = 0;
    expect(await settingIds(later)).toEqual(expected);
    expect((await call(mySetting, {}, later)).id).toBe(tournament.id);
    expect(db.itemSettings.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.slots).toEqual(expected);
  });

  it('reads templateId from a form body as the app sends it', async () => {
    const token = await logInDemo();
    expect(await rawCall(changeTemplate.path, { form: `templateId=${DEMO_TEMPLATES[1].id}`, headers: { Authorization: token } })).toMatchObject({ code: 100 });
    expect(await rawCall(changeTemplate.path, { form: 'templateId=0', headers: { Authorization: token } })).toMatchObject({ code: 101, msg: 'Invalid parameter: templateId' });
  });
});


import { describe, expect, it } from 'vitest';
import {
  buyItem,
  changeTemplate,
  insertTemplate,
  ITEM_TYPES,
  itemDetails,
  itemHome,
  MAX_TEMPLATES,
  myItemList,
  mySetting,
  NO_TEMPLATE,
  setSlotItem,
  templateList,
  updateTemplate,
} from '@/shared/api/wire';
import { emptySlots } from '../db/factories';
import { db, DEMO_MEMBER_ID } from '../node';
import { call, given } from '../test-support';

describe('the item provider states', () => {
  it('know the seeded catalogue, and make an item id unknown', async () => {
    const shop = await given({ state: 'the item shop has items' });
    expect((await call(itemHome, { number: 4 }, shop.token)).recommendItems).toHaveLength(4);
    const none = await given({ state: 'no item has id {itemId}', params: { itemId: 3 } });
    await expect(call(itemDetails, { itemId: 3 }, none.token)).rejects.toMatchObject({ message: 'This item does not exist' });
    await expect(call(buyItem, { itemId: 3 }, none.token)).rejects.toMatchObject({ message: 'This item does not exist' });
  });

  it('give the demo member an item of a type, valid or expired, or take it away', async () => {
    const owns = await given({ state: 'the demo member owns item {itemId} of type {type} for {days} more days', params: { itemId: 7001, type: 72, days: 30 } });
    expect((await call(myItemList, { pageSize: 999 }, owns.token)).list.find((row) => row.id === 7001)).toMatchObject({ type: 72, title: 'Item 7001' });
    await expect(call(setSlotItem, { itemId: 7001, type: 72 }, owns.token)).resolves.toBeNull();
    await expect(call(setSlotItem, { itemId: 7001, type: 73 }, owns.token)).rejects.toMatchObject({ message: 'This item does not fit this slot' });

    // A seeded item of another type, reshaped.
    const expired = await given({ state: "the demo member's item {itemId} of type {type} expired {days} days ago", params: { itemId: 1, type: 3, days: 4 } });
    await expect(call(setSlotItem, { itemId: 1, type: 3 }, expired.token)).rejects.toMatchObject({ message: 'This item has expired: renew it first' });

    const notOwned = await given({ state: 'the demo member does not own item {itemId} of type {type}', params: { itemId: 11, type: 3 } });
    await expect(call(setSlotItem, { itemId: 11, type: 3 }, notOwned.token)).rejects.toMatchObject({ message: 'You do not own this item' });
    expect(db.itemSettings.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!.slots).not.toContain(11);
  });

  it('fill every slot, or empty them all', async () => {
    const full = await given({ state: 'the demo member has an item in every slot' });
    const setting = await call(mySetting, {}, full.token);
    expect(setting.id).toBe(NO_TEMPLATE);
    expect(setting.list.every((slot) => slot.id !== 0 && slot.title !== null)).toBe(true);
    expect(setting.list.map((slot) => slot.type)).toEqual([...ITEM_TYPES]);

    const empty = await given({ state: "the demo member's slots are empty" });
    expect((await call(mySetting, {}, empty.token)).list.every((slot) => slot.id === 0)).toBe(true);
  });

  it('give the demo member a template under the id named, or ten, and another member one', async () => {
    const own = await given({ state: 'the demo member has template {templateId}', params: { templateId: 9001 } });
    expect((await call(templateList, {}, own.token)).map((template) => template.id)).toContain(9001);
    await expect(call(changeTemplate, { templateId: 9001 }, own.token)).resolves.toBeNull();
    expect((await call(mySetting, {}, own.token)).id).toBe(9001);

    const full = await given({ state: 'the demo member has 10 templates' });
    expect(await call(templateList, {}, full.token)).toHaveLength(MAX_TEMPLATES);
    await expect(call(insertTemplate, { name: 'Eleventh', itemIds: emptySlots() }, full.token)).rejects.toMatchObject({ message: 'You can keep at most 10 templates' });

    const theirs = await given({ state: 'member {memberId} has template {templateId}', params: { memberId: 10_002, templateId: 9002 } });
    await expect(call(updateTemplate, { id: 9002, name: 'Mine', itemIds: emptySlots() }, theirs.token)).rejects.toMatchObject({ message: 'This template is not yours' });

    const gone = await given({ state: 'no template has id {templateId}', params: { templateId: 1 } });
    await expect(call(changeTemplate, { templateId: 1 }, gone.token)).rejects.toMatchObject({ message: 'This template does not exist' });
    // The demo member used template 1: now none.
    expect((await call(mySetting, {}, gone.token)).id).toBe(NO_TEMPLATE);
  });

  it('keep the demo member under 10 templates when one is added by id', async () => {
    await given({ state: 'the demo member has 10 templates' }, { state: 'the demo member has template {templateId}', params: { templateId: 9003 } });
    const templates = db.itemTemplates.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
    expect(templates.length).toBeLessThanOrEqual(MAX_TEMPLATES);
    expect(templates.map((template) => template.id)).toContain(9003);
  });
});

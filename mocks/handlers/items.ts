import {
  buyItem,
  changeTemplate,
  deleteTemplates,
  insertTemplate,
  ITEM_TYPES,
  itemDetails,
  itemHome,
  itemList,
  myItemList,
  mySetting,
  NO_TEMPLATE,
  setSlotItem,
  templateList,
  updateTemplate,
  type Item,
  type ItemTemplate,
  type MyItem,
  type Slot,
} from '@/shared/api/wire';
import { writeAtomically } from '../db/atomic';
import { db } from '../db/collections';
import { formatBackendDateTime } from '../db/dates';
import { itemSettingRecord, itemTemplateRecord, nextRecordId } from '../db/factories';
import type { ItemRecord, ItemSettingRecord, ItemTemplateRecord, OwnedItemRecord } from '../db/schemas';
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
  isUnexpired,
  myItemsList,
  settingAfterSet,
  slotsInUse,
} from '../rules/items';
import { indexBy } from '../rules/memo';
import { pageByIndex } from '../rules/paging';
import { callHandler } from './call-handler';
import { ok, refused, rejected } from './envelope';
import { debitCoins, grantItem } from './item-ledger';
import { itemById, memberById, utcOffsetOf } from './member-lookups';

/*
 * Item shop and template calls (api-reference section 2 "Item shop, templates and gifts"; rules
 * of section 4 and the choices the reference leaves open in rules/items.ts). The member is always
 * the token's: `callHandler` answers 198 without one, so `session` is set in every resolver.
 * Dates are written in the member's country's time, as the other member calls write them.
 */

const typeOf = (itemId: number) => itemById(itemId)?.type;

const ownedBy = (memberId: number): OwnedItemRecord[] => db.ownedItems.findMany((q) => q.where({ memberId }));
const ownedLookup = (memberId: number) => {
  const owned = indexBy<OwnedItemRecord, number>(ownedBy(memberId), (record) => record.itemId);
  return (itemId: number) => owned.get(itemId);
};

const settingOf = (memberId: number): ItemSettingRecord =>
  db.itemSettings.findFirst((q) => q.where({ memberId })) ?? itemSettingRecord({ memberId });

/** Writes a member's slots and template in use (the record is created on the first write). */
async function saveSetting(memberId: number, setting: { slots: readonly number[]; templateId: number }): Promise<void> {
  if (!db.itemSettings.findFirst((q) => q.where({ memberId }))) {
    await db.itemSettings.create(itemSettingRecord({ memberId, slots: [...setting.slots], templateId: setting.templateId }));
    return;
  }
  await db.itemSettings.update((q) => q.where({ memberId }), {
    data(record) {
      record.slots = [...setting.slots];
      record.templateId = setting.templateId;
    },
  });
}

const templatesOf = (memberId: number): ItemTemplateRecord[] =>
  db.itemTemplates.findMany((q) => q.where({ memberId })).sort((a, b) => a.id - b.id);
const templateById = (id: number) => db.itemTemplates.findFirst((q) => q.where({ id }));

const itemAnswer = (item: ItemRecord): Item => ({
  id: item.id,
  title: item.title,
  type: item.type,
  price: item.price,
  previewImg: item.previewImg,
  url: item.url,
  validDays: item.validDays,
});

const templateAnswer = (template: ItemTemplateRecord): ItemTemplate => ({ id: template.id, name: template.name, itemIds: [...template.itemIds] });

/** The member's 14 slots as item/my/setting answers them (an item expired in its slot shows empty). */
function slotRows(memberId: number, slots: readonly number[], now: number): Slot[] {
  const ownedOf = ownedLookup(memberId);
  const utcOffset = utcOffsetOf(memberId);
  const usable = slotsInUse(slots, (itemId) => {
    const owned = ownedOf(itemId);
    return owned !== undefined && isUnexpired(owned, now);
  });
  return usable.map((itemId, index) => {
    const item = itemId === 0 ? undefined : itemById(itemId);
    const owned = item && ownedOf(item.id);
    if (!item || !owned) return { id: 0, type: ITEM_TYPES[index]!, title: null, url: null, buyTime: null };
    return { id: item.id, type: ITEM_TYPES[index]!, title: item.title, url: item.url, buyTime: formatBackendDateTime(owned.boughtAt, utcOffset) };
  });
}

/** A template's items are 0 or owned, unexpired items of each slot's type. */
function checkTemplateItems(memberId: number, itemIds: readonly number[], now: number) {
  return decideTemplateItems(itemIds, { typeOf, ownedOf: ownedLookup(memberId) }, now);
}

/** Applies a template's items to the member's slots (skipping items expired since) and makes it the one in use. */
async function applyTemplate(memberId: number, template: ItemTemplateRecord, now: number): Promise<void> {
  const ownedOf = ownedLookup(memberId);
  const slots = appliedSlots(template.itemIds, (itemId) => {
    const owned = ownedOf(itemId);
    return owned !== undefined && isUnexpired(owned, now) && typeOf(itemId) !== undefined;
  });
  await saveSetting(memberId, { slots, templateId: template.id });
}

export const itemsHandlers = [
  callHandler(itemHome, ({ params }) => {
    const lists = homeLists(db.items.all(), params.number);
    return ok({
      recommendItems: lists.recommendItems.map(itemAnswer),
      newItems: lists.newItems.map(itemAnswer),
      rankingItems: lists.rankingItems.map(itemAnswer),
    });
  }),

  callHandler(itemList, ({ params }) => {
    const page = pageByIndex(catalogueList(db.items.all(), params), params);
    return ok({ list: page.list.map(itemAnswer), totalCount: page.totalCount });
  }),

  callHandler(itemDetails, ({ params, session }) => {
    const item = itemById(params.itemId);
    if (!item) return rejected('itemUnknown');
    return ok({ ...itemAnswer(item), coin: memberById(session!.memberId)?.coin ?? 0 });
  }),

  callHandler(myItemList, ({ params, session }) => {
    const memberId = session!.memberId;
    const utcOffset = utcOffsetOf(memberId);
    const page = pageByIndex(myItemsList(ownedBy(memberId), params, typeOf), params);
    return ok({
      list: page.list.map((owned): MyItem => {
        const item = itemById(owned.itemId)!;
        return {
          id: item.id,
          title: item.title,
          type: item.type,
          previewImg: item.previewImg,
          url: item.url,
          buyTime: formatBackendDateTime(owned.boughtAt, utcOffset),
          time: formatBackendDateTime(owned.expiresAt, utcOffset),
        };
      }),
      totalCount: page.totalCount,
    });
  }),

  // Decided, debited and granted in one write: a refusal or a failure leaves the balance and the items as they were.
  callHandler(buyItem, ({ params, session, now }) =>
    writeAtomically(['members', 'ownedItems', 'items'], async () => {
      const memberId = session!.memberId;
      const item = itemById(params.itemId);
      const decision = decideBuy({ item, coin: memberById(memberId)?.coin ?? 0 });
      if (!decision.ok) return refused(decision);
      await debitCoins(memberId, item!.price);
      await grantItem(memberId, item!.id, now, item!.validDays);
      await db.items.update((q) => q.where({ id: item!.id }), {
        data(record) {
          record.sold += 1;
        },
      });
      return ok(null);
    }),
  ),

  callHandler(setSlotItem, ({ params, session, now }) =>
    writeAtomically(['itemSettings'], async () => {
      const memberId = session!.memberId;
      const decision = decideSlotItem({
        slotType: params.type,
        itemId: params.itemId,
        itemType: typeOf(params.itemId),
        owned: ownedLookup(memberId)(params.itemId),
        now,
      });
      if (!decision.ok) return refused(decision);
      const setting = settingOf(memberId);
      const next = settingAfterSet(setting, params.type, params.itemId);
      if (next !== setting) await saveSetting(memberId, next);
      return ok(null);
    }),
  ),

  callHandler(mySetting, ({ session, now }) => {
    const setting = settingOf(session!.memberId);
    return ok({ id: setting.templateId, list: slotRows(session!.memberId, setting.slots, now) });
  }),

  callHandler(templateList, ({ session }) => ok(templatesOf(session!.memberId).map(templateAnswer))),

  callHandler(insertTemplate, ({ params, session, now }) =>
    writeAtomically(['itemTemplates'], async () => {
      const memberId = session!.memberId;
      const decision = decideNewTemplate(templatesOf(memberId).length);
      if (!decision.ok) return refused(decision);
      const items = checkTemplateItems(memberId, params.itemIds, now);
      if (!items.ok) return refused(items);
      await db.itemTemplates.create(itemTemplateRecord({ id: nextRecordId(db.itemTemplates.all()), memberId, name: params.name, itemIds: params.itemIds, createdAt: now }));
      return ok(null);
    }),
  ),

  callHandler(updateTemplate, ({ params, session, now }) =>
    writeAtomically(['itemTemplates', 'itemSettings'], async () => {
      const memberId = session!.memberId;
      const decision = decideOwnTemplate(templateById(params.id), memberId);
      if (!decision.ok) return refused(decision);
      const items = checkTemplateItems(memberId, params.itemIds, now);
      if (!items.ok) return refused(items);
      await db.itemTemplates.update((q) => q.where({ id: params.id }), {
        data(record) {
          record.name = params.name;
          record.itemIds = [...params.itemIds];
        },
      });
      // The template in use is what the slots show: apply its new items.
      if (settingOf(memberId).templateId === params.id) await applyTemplate(memberId, templateById(params.id)!, now);
      return ok(null);
    }),
  ),

  callHandler(deleteTemplates, ({ params, session }) =>
    writeAtomically(['itemTemplates', 'itemSettings'], async () => {
      const memberId = session!.memberId;
      const ids = [...new Set(params)];
      const decision = decideOwnTemplates(ids.map(templateById), memberId);
      if (!decision.ok) return refused(decision);
      db.itemTemplates.deleteMany((q) => q.where({ id: (id) => ids.includes(id) }));
      // The slots keep their items; they are just no longer a template's.
      const setting = settingOf(memberId);
      if (ids.includes(setting.templateId)) await saveSetting(memberId, { slots: setting.slots, templateId: NO_TEMPLATE });
      return ok(null);
    }),
  ),

  callHandler(changeTemplate, ({ params, session, now }) =>
    writeAtomically(['itemSettings'], async () => {
      const memberId = session!.memberId;
      if (params.templateId === NO_TEMPLATE) {
        // No template: the slots keep their items.
        const setting = settingOf(memberId);
        if (setting.templateId !== NO_TEMPLATE) await saveSetting(memberId, { slots: setting.slots, templateId: NO_TEMPLATE });
        return ok(null);
      }
      const template = templateById(params.templateId);
      const decision = decideOwnTemplate(template, memberId);
      if (!decision.ok) return refused(decision);
      await applyTemplate(memberId, template!, now);
      return ok(null);
    }),
  ),
];

import { ITEM_TYPES, ITEM_VALID_DAYS, isItemType, MAX_TEMPLATES, NO_TEMPLATE } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { emptySlots, itemRecord, itemSettingRecord, itemTemplateRecord, nextRecordId, ownedItemRecord } from '../db/factories';
import { DAY_MS } from '../rules/clock';
import { integerParam, UnknownProviderStateError, type StateInput } from './provider-state-params';
import { ensureMember } from './provider-states-friends';

/**
 * Provider states of the item shop and template calls; spread into PROVIDER_STATES
 * (provider-states.ts). Ids, types and days come as params, so the pact names the records and a
 * real provider can set up the same ones; the fake creates or reshapes what it lacks. An item's
 * price and the demo member's gold use the gift calls' states (`the catalogue has item {itemId}
 * of type {type} at {price} gold`, `the demo member has {coin} gold`).
 */
function typeParam(params: Record<string, unknown>): number {
  const type = integerParam(params, 'type');
  if (!isItemType(type)) throw new UnknownProviderStateError(`item state needs an item type "type" param (${ITEM_TYPES.join(', ')})`);
  return type;
}

/** Item `itemId` of the catalogue with this type: reshaped if it exists, else created (100 gold). */
async function ensureItem(itemId: number, type: number, now: number): Promise<void> {
  if (db.items.findFirst((q) => q.where({ id: itemId }))) {
    await db.items.update((q) => q.where({ id: itemId }), {
      data(item) {
        item.type = type;
      },
    });
    return;
  }
  const image = `${backend.mediaBase}media/items/neon-arcade-style.svg`;
  await db.items.create(itemRecord({ id: itemId, title: `Item ${itemId}`, type, price: 100, previewImg: image, url: image, addedAt: now - DAY_MS }));
}

/** Takes the item out of every slot and template of the demo member (a reshaped item may no longer fit them). */
async function clearDemoUses(itemId: number): Promise<void> {
  await db.itemSettings.updateMany((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
    data(setting) {
      setting.slots = setting.slots.map((id) => (id === itemId ? 0 : id));
    },
  });
  await db.itemTemplates.updateMany((q) => q.where({ memberId: DEMO_MEMBER_ID }), {
    data(template) {
      template.itemIds = template.itemIds.map((id) => (id === itemId ? 0 : id));
    },
  });
}

/** The demo member owns the item until `expiresAt`, bought 90 days before it. */
async function own(itemId: number, expiresAt: number): Promise<void> {
  db.ownedItems.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId }));
  const id = nextRecordId(db.ownedItems.all());
  await db.ownedItems.create(ownedItemRecord({ id, memberId: DEMO_MEMBER_ID, itemId, boughtAt: expiresAt - ITEM_VALID_DAYS * DAY_MS, expiresAt }));
}

async function saveDemoSetting(slots: number[], templateId: number): Promise<void> {
  db.itemSettings.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID }));
  await db.itemSettings.create(itemSettingRecord({ memberId: DEMO_MEMBER_ID, slots, templateId }));
}

/** A template under the id the interaction names, replacing any record that holds it. */
async function putTemplate(id: number, memberId: number, now: number): Promise<void> {
  db.itemTemplates.deleteMany((q) => q.where({ id }));
  await db.itemTemplates.create(itemTemplateRecord({ id, memberId, name: `Template ${id}`, itemIds: emptySlots(), createdAt: now }));
}

export const itemsProviderStates = [
  {
    // The seed's catalogue: every type, recommended, new and best-selling items.
    pattern: /^the item shop has items$/,
    async apply() {
      if (db.items.count() === 0) throw new Error('the item catalogue is empty');
    },
  },
  {
    pattern: /^no item has id \{itemId\}$/,
    async apply({ params }: StateInput) {
      const itemId = integerParam(params, 'itemId');
      db.items.deleteMany((q) => q.where({ id: itemId }));
      db.ownedItems.deleteMany((q) => q.where({ itemId }));
      await clearDemoUses(itemId);
      return { itemId };
    },
  },
  {
    pattern: /^the demo member owns item \{itemId\} of type \{type\} for \{days\} more days$/,
    async apply({ params, now }: StateInput) {
      const itemId = integerParam(params, 'itemId');
      const type = typeParam(params);
      const days = integerParam(params, 'days');
      await ensureItem(itemId, type, now);
      await clearDemoUses(itemId);
      await own(itemId, now + days * DAY_MS);
      return { itemId, type };
    },
  },
  {
    pattern: /^the demo member's item \{itemId\} of type \{type\} expired \{days\} days ago$/,
    async apply({ params, now }: StateInput) {
      const itemId = integerParam(params, 'itemId');
      const type = typeParam(params);
      const days = integerParam(params, 'days');
      await ensureItem(itemId, type, now);
      await clearDemoUses(itemId);
      await own(itemId, now - days * DAY_MS);
      return { itemId, type };
    },
  },
  {
    pattern: /^the demo member does not own item \{itemId\} of type \{type\}$/,
    async apply({ params, now }: StateInput) {
      const itemId = integerParam(params, 'itemId');
      const type = typeParam(params);
      await ensureItem(itemId, type, now);
      await clearDemoUses(itemId);
      db.ownedItems.deleteMany((q) => q.where({ memberId: DEMO_MEMBER_ID, itemId }));
      return { itemId, type };
    },
  },
  {
    // Every slot holds an unexpired item of the demo member (the first catalogue item of each type); no template in use.
    pattern: /^the demo member has an item in every slot$/,
    async apply({ now }: StateInput) {
      const slots: number[] = [];
      for (const type of ITEM_TYPES) {
        const item = db.items.all().filter((record) => record.type === type).sort((a, b) => a.id - b.id)[0];
        if (!item) throw new Error(`the catalogue has no item of type ${type}`);
        await own(item.id, now + 30 * DAY_MS);
        slots.push(item.id);
      }
      await saveDemoSetting(slots, NO_TEMPLATE);
      return { slots };
    },
  },
  {
    pattern: /^the demo member's slots are empty$/,
    async apply() {
      await saveDemoSetting(emptySlots(), NO_TEMPLATE);
    },
  },
  {
    // A template of the demo member under the id named, with empty slots (always valid); fewer than 10 in all.
    pattern: /^the demo member has template \{templateId\}$/,
    async apply({ params, now }: StateInput) {
      const templateId = integerParam(params, 'templateId');
      await putTemplate(templateId, DEMO_MEMBER_ID, now);
      const others = db.itemTemplates.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).filter((template) => template.id !== templateId);
      const extra = others.sort((a, b) => b.id - a.id).slice(0, Math.max(0, others.length - (MAX_TEMPLATES - 1)));
      db.itemTemplates.deleteMany((q) => q.where({ id: (id) => extra.some((template) => template.id === id) }));
      return { templateId };
    },
  },
  {
    pattern: /^the demo member has 10 templates$/,
    async apply({ now }: StateInput) {
      while (db.itemTemplates.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).length < MAX_TEMPLATES) {
        await putTemplate(nextRecordId(db.itemTemplates.all()), DEMO_MEMBER_ID, now);
      }
      return { templateCount: MAX_TEMPLATES };
    },
  },
  {
    // Another member's template (the member is created, country 617, password darts123, when the data has none).
    pattern: /^member \{memberId\} has template \{templateId\}$/,
    async apply({ params, now }: StateInput) {
      const memberId = integerParam(params, 'memberId');
      const templateId = integerParam(params, 'templateId');
      if (memberId === DEMO_MEMBER_ID) throw new Error('"member {memberId} has template" is for a member other than the demo member');
      await ensureMember(memberId, now);
      await putTemplate(templateId, memberId, now);
      return { memberId, templateId };
    },
  },
  {
    pattern: /^no template has id \{templateId\}$/,
    async apply({ params }: StateInput) {
      const templateId = integerParam(params, 'templateId');
      db.itemTemplates.deleteMany((q) => q.where({ id: templateId }));
      await db.itemSettings.updateMany((q) => q.where({ templateId }), {
        data(setting) {
          setting.templateId = NO_TEMPLATE;
        },
      });
      return { templateId };
    },
  },
];

import { ITEM_TYPES, ITEM_VALID_DAYS } from '@/shared/api/wire';
import { DAY_MS, HOUR_MS } from '../rules/clock';
import type { Database } from './collections';
import { referenceDay } from './dates';
import { DEMO_MEMBER_ID } from './demo-member';
import { catalogueItemId, catalogueMedia, ITEM_CATALOGUE } from './item-catalogue';
import { emptySlots, itemRecord, itemSettingRecord, itemTemplateRecord, ownedItemRecord } from './factories';
import { seededRandom } from './random';
import type { ItemRecord, ItemSettingRecord, ItemTemplateRecord, MemberRecord, OwnedItemRecord } from './schemas';
import type { AreaSeedOptions } from './seed-card-activity';

/** The catalogue's records: ids from 1 in catalogue order; `addedAt` within the last year and `sold` from the seed. */
export function generateItems(seed: number, reference: number, mediaBase: string): ItemRecord[] {
  const random = seededRandom([seed, 71]);
  return ITEM_CATALOGUE.map((item, index) =>
    itemRecord({
      id: index + 1,
      title: item.title,
      type: item.type,
      price: item.price,
      ...catalogueMedia(mediaBase, item),
      recommended: item.recommended,
      addedAt: reference - random.number.int({ min: 1, max: 360 }) * DAY_MS - random.number.int({ min: 0, max: 23 }) * HOUR_MS,
      // Cheap items sell more; recommended ones get a push.
      sold: random.number.int({ min: 20, max: 2400 }) + Math.round(60_000 / item.price) + (item.recommended ? 800 : 0),
    }),
  );
}

/**
 * What the demo member owns: days left (negative: expired that long ago) and days since the first
 * purchase. One item expires within 3 days whatever the time of day (2.5 days after the reference
 * day's midnight), one expired 5 days ago, one was renewed (bought 120 days ago, 60 left).
 */
export const DEMO_OWNED = [
  { file: 'neon-arcade-style', daysLeft: 40, boughtDaysAgo: 50 },
  { file: 'gold-crown-marks', daysLeft: 60, boughtDaysAgo: 120 },
  { file: 'spark-burst-effect', daysLeft: 25, boughtDaysAgo: 65 },
  { file: 'ripple-ring-effect', daysLeft: 55, boughtDaysAgo: 35 },
  { file: 'arcade-blip-sounds', daysLeft: 2.5, boughtDaysAgo: 87.5 },
  { file: 'golden-target-bull', daysLeft: -5, boughtDaysAgo: 95 },
  { file: 'laser-zap-bull', daysLeft: 33, boughtDaysAgo: 57 },
  { file: 'low-ton-rocket', daysLeft: 70, boughtDaysAgo: 20 },
  { file: 'hat-trick-top-hat', daysLeft: 80, boughtDaysAgo: 10 },
  { file: 'ton-80-supernova', daysLeft: 12, boughtDaysAgo: 78 },
] as const;

/** The item the demo member owns that expires within 3 days, and the one that has expired. */
export const DEMO_EXPIRING_ITEM = 'arcade-blip-sounds';
export const DEMO_EXPIRED_ITEM = 'golden-target-bull';

/** The demo member's two templates; the first is in use (the slots hold exactly its items). */
export const DEMO_TEMPLATES = [
  { id: 1, name: 'Tournament Night', files: ['neon-arcade-style', 'gold-crown-marks', 'spark-burst-effect', 'arcade-blip-sounds', 'low-ton-rocket', 'ton-80-supernova'] },
  { id: 2, name: 'Chill Practice', files: ['gold-crown-marks', 'ripple-ring-effect', 'laser-zap-bull', 'hat-trick-top-hat'] },
] as const;

/** 14 slots (ITEM_TYPES order) holding these catalogue items, the others empty. */
export function slotsOf(files: readonly string[]): number[] {
  const slots = emptySlots();
  for (const file of files) {
    const entry = ITEM_CATALOGUE.find((item) => item.file === file)!;
    slots[ITEM_TYPES.indexOf(entry.type)] = catalogueItemId(file);
  }
  return slots;
}

/** Other members with items: each of these (lowest ids after the demo member) owns 1-3 unexpired items. */
export const MEMBERS_WITH_ITEMS = 6;

export interface SeededItems {
  items: ItemRecord[];
  owned: OwnedItemRecord[];
  settings: ItemSettingRecord[];
  templates: ItemTemplateRecord[];
}

/** Everything the item shop seeds, computed without touching the database. */
export function generateItemData(seed: number, members: readonly Pick<MemberRecord, 'memberId'>[], reference: number, mediaBase: string): SeededItems {
  const items = generateItems(seed, reference, mediaBase);
  const owned: OwnedItemRecord[] = DEMO_OWNED.map((entry, index) =>
    ownedItemRecord({
      id: index + 1,
      memberId: DEMO_MEMBER_ID,
      itemId: catalogueItemId(entry.file),
      boughtAt: reference - entry.boughtDaysAgo * DAY_MS,
      expiresAt: reference + entry.daysLeft * DAY_MS,
    }),
  );

  const random = seededRandom([seed, 72]);
  const others = members.map((member) => member.memberId).filter((id) => id !== DEMO_MEMBER_ID).sort((a, b) => a - b);
  for (const memberId of others.slice(0, MEMBERS_WITH_ITEMS)) {
    const picks = random.helpers.arrayElements(items, { min: 1, max: 3 });
    for (const item of picks) {
      const daysLeft = random.number.int({ min: 5, max: ITEM_VALID_DAYS - 5 });
      // Bought 90 days before it expires.
      owned.push(ownedItemRecord({ id: owned.length + 1, memberId, itemId: item.id, boughtAt: reference - (ITEM_VALID_DAYS - daysLeft) * DAY_MS }));
    }
  }

  const templates = DEMO_TEMPLATES.map((template, index) =>
    itemTemplateRecord({ id: template.id, memberId: DEMO_MEMBER_ID, name: template.name, itemIds: slotsOf(template.files), createdAt: reference - (30 - index * 12) * DAY_MS }),
  );
  const settings = [itemSettingRecord({ memberId: DEMO_MEMBER_ID, slots: slotsOf(DEMO_TEMPLATES[0].files), templateId: DEMO_TEMPLATES[0].id })];
  return { items, owned, settings, templates };
}

/** The item catalogue, the members' owned items, slots and templates. */
export async function seedItems(db: Database, options: AreaSeedOptions): Promise<void> {
  const data = generateItemData(options.seed, db.members.all(), referenceDay(options.now), options.mediaBase);
  for (const item of data.items) await db.items.create(item);
  for (const record of data.owned) await db.ownedItems.create(record);
  for (const setting of data.settings) await db.itemSettings.create(setting);
  for (const template of data.templates) await db.itemTemplates.create(template);
}

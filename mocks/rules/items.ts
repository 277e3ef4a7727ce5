import { ITEM_TYPES, ItemQuery, MAX_TEMPLATES, MyItemSort, NO_TEMPLATE } from '@/shared/api/wire';
import { allow, firstRefusal, refuse, type Decision } from './decision';

/**
 * Item shop and template rules of api-reference section 4, as plain functions over records: the
 * catalogue's lists, a member's items, and what buying, setting a slot and saving or applying a
 * template may do, each a `Decision` (texts in messages-items.ts).
 *
 * Choices where the reference is silent, as a player would expect them:
 * - Setting a slot by hand leaves the template in use (item/my/setting `id` becomes -1) as soon as
 *   the slot's item actually changes; setting the item the slot already holds changes nothing.
 * - `itemtemplate/change -1` ("no template") keeps the items in the slots: the player keeps the
 *   look they have, it is just no longer a template's.
 * - Applying a template skips an item that has expired since it was saved: its slot is emptied
 *   (the machine's default), the other slots take the template's items, and the template is the
 *   one in use. Refusing would lock the player out of their own template until they edit it.
 * - An item that expires while it sits in a slot no longer shows there (item/my/setting answers
 *   the slot empty); renewing it brings it back, since the slot still names it.
 * - Updating the template in use applies it again, and deleting it leaves no template in use
 *   (the slots keep their items), so item/my/setting never names a template its slots disagree with.
 */

/** The catalogue fields the lists read. */
export interface ListedItem {
  id: number;
  type: number;
  recommended: boolean;
  addedAt: number;
  sold: number;
}

/** What a member owns of an item, until `expiresAt`. */
export interface Owned {
  id: number;
  itemId: number;
  boughtAt: number;
  expiresAt: number;
}

/** The slot of an item type in a template's 14 (ITEM_TYPES order); -1 for no slot. */
export const slotIndexOf = (type: number): number => (ITEM_TYPES as readonly number[]).indexOf(type);

/** An owned item still valid at `now`. */
export const isUnexpired = (owned: Pick<Owned, 'expiresAt'>, now: number): boolean => owned.expiresAt > now;

const newestFirst = (a: ListedItem, b: ListedItem) => b.addedAt - a.addedAt || b.id - a.id;
const bestSellingFirst = (a: ListedItem, b: ListedItem) => b.sold - a.sold || a.id - b.id;
const catalogueOrder = (a: ListedItem, b: ListedItem) => a.id - b.id;

export interface CatalogueQuery {
  /** "" every type, else one type. */
  itemType: '' | number;
  /** "" the plain list (catalogue order), 1 recommended (newest first), 2 newest first, 3 best-selling first. */
  queryType: '' | number;
}

/** item/list before paging: the items of the type asked for, in the query's order. */
export function catalogueList<Item extends ListedItem>(items: readonly Item[], query: CatalogueQuery): Item[] {
  const ofType = query.itemType === '' ? [...items] : items.filter((item) => item.type === query.itemType);
  switch (query.queryType) {
    case ItemQuery.recommended:
      return ofType.filter((item) => item.recommended).sort(newestFirst);
    case ItemQuery.newest:
      return ofType.sort(newestFirst);
    case ItemQuery.ranking:
      return ofType.sort(bestSellingFirst);
    default:
      return ofType.sort(catalogueOrder);
  }
}

/** item/home: the first `number` of the recommended, newest and best-selling lists (each list's More). */
export function homeLists<Item extends ListedItem>(items: readonly Item[], number: number) {
  const first = (queryType: number) => catalogueList(items, { itemType: '', queryType }).slice(0, number);
  return { recommendItems: first(ItemQuery.recommended), newItems: first(ItemQuery.newest), rankingItems: first(ItemQuery.ranking) };
}

/**
 * item/my/list before paging: every item the member owns, expired ones too (the page marks them),
 * of one type or all, by buy time: 1 oldest first, 2 newest first.
 */
export function myItemsList<Record extends Owned>(
  owned: readonly Record[],
  query: { type: '' | number; sort: number },
  typeOf: (itemId: number) => number | undefined,
): Record[] {
  const ofType = owned.filter((record) => {
    const type = typeOf(record.itemId);
    return type !== undefined && (query.type === '' || type === query.type);
  });
  const direction = query.sort === MyItemSort.oldestFirst ? 1 : -1;
  return ofType.sort((a, b) => direction * (a.boughtAt - b.boughtAt || a.id - b.id));
}

/** Buying or renewing: a catalogue item, and a balance that covers its price (never below 0). */
export function decideBuy(input: { item: { price: number } | undefined; coin: number }): Decision {
  if (!input.item) return refuse('itemUnknown');
  if (input.coin < input.item.price) return refuse('itemNotEnoughGold');
  return allow;
}

/**
 * What a slot may hold (item/my/set, and each of a template's 14): 0 (empty), or an item of the
 * catalogue of the slot's type that the member owns and that has not expired.
 */
export function decideSlotItem(input: {
  slotType: number;
  itemId: number;
  /** The catalogue type of `itemId`; undefined for no such item. */
  itemType: number | undefined;
  owned: Pick<Owned, 'expiresAt'> | undefined;
  now: number;
}): Decision {
  if (input.itemId === 0) return allow;
  if (input.itemType === undefined) return refuse('itemUnknown');
  if (input.itemType !== input.slotType) return refuse('itemWrongSlot');
  if (!input.owned) return refuse('itemNotOwned');
  if (!isUnexpired(input.owned, input.now)) return refuse('itemExpired');
  return allow;
}

/**
 * A template's items, slot by slot (ITEM_TYPES order) as decideSlotItem; the first refusal wins.
 * That there are exactly 14 is the call's request schema's check (101 "Invalid parameter: itemIds").
 */
export function decideTemplateItems(
  itemIds: readonly number[],
  lookup: { typeOf: (itemId: number) => number | undefined; ownedOf: (itemId: number) => Pick<Owned, 'expiresAt'> | undefined },
  now: number,
): Decision {
  return firstRefusal(
    ...itemIds.map((itemId, index) => () =>
      decideSlotItem({ slotType: ITEM_TYPES[index]!, itemId, itemType: lookup.typeOf(itemId), owned: lookup.ownedOf(itemId), now }),
    ),
  );
}

/** A new template: at most MAX_TEMPLATES a member. */
export const decideNewTemplate = (templateCount: number): Decision =>
  templateCount >= MAX_TEMPLATES ? refuse('templateLimit') : allow;

/** Updating, deleting or applying a template: it must exist and be the member's own. */
export function decideOwnTemplate(template: { memberId: number } | undefined, memberId: number): Decision {
  if (!template) return refuse('templateUnknown');
  if (template.memberId !== memberId) return refuse('templateNotYours');
  return allow;
}

/** Deleting several templates: every one must be the member's own, or none is deleted. */
export function decideOwnTemplates(templates: readonly ({ memberId: number } | undefined)[], memberId: number): Decision {
  return firstRefusal(...templates.map((template) => () => decideOwnTemplate(template, memberId)));
}

/** The slots a template gives: its items, except those no longer usable (expired since), which leave the slot empty. */
export const appliedSlots = (itemIds: readonly number[], isUsable: (itemId: number) => boolean): number[] =>
  itemIds.map((itemId) => (itemId !== 0 && isUsable(itemId) ? itemId : 0));

/** The slots as the machine uses them: an item that expired while in its slot shows as empty. */
export const slotsInUse = appliedSlots;

export interface SlotSetting {
  slots: readonly number[];
  templateId: number;
}

/**
 * item/my/set on a setting: the slot of `slotType` takes `itemId`. A change by hand means the
 * slots are no longer a template's (templateId -1); setting what the slot holds changes nothing.
 */
export function settingAfterSet(setting: SlotSetting, slotType: number, itemId: number): SlotSetting {
  const index = slotIndexOf(slotType);
  if (index < 0 || setting.slots[index] === itemId) return setting;
  const slots = [...setting.slots];
  slots[index] = itemId;
  return { slots, templateId: NO_TEMPLATE };
}

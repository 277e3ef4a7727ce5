import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { backendDate, booleanText, int, integer, pageIndexParams, pagedByIndex, plainName } from './common';

/*
 * Item shop, template and gift calls of api-reference section 2 ("Item shop, templates and
 * gifts"). Token required (198 without it); the member always comes from the token.
 */

/**
 * Item and slot types (api-reference section 3), in the order of a template's 14 slots. A slot
 * holds only items of its own type.
 */
export const ITEM_TYPES = [1, 2, 3, 4, 5, 6, 71, 72, 73, 74, 75, 76, 77, 78] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** Style items (type 1) cannot be given as presents. */
export const STYLE_ITEM_TYPE = 1 satisfies ItemType;
export const isItemType = (value: number): value is ItemType => (ITEM_TYPES as readonly number[]).includes(value);

/** Slots of a template, one per item type. */
export const TEMPLATE_SLOTS = ITEM_TYPES.length;
/** Templates a member may keep (spec section 9). */
export const MAX_TEMPLATES = 10;
/** Days a bought, renewed or received item adds (from now or from its current expiry, whichever is later). */
export const ITEM_VALID_DAYS = 90;
/** A gift left unopened for more than this many days loses as many days of validity. */
export const GIFT_LATE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry after a purchase, renewal or opened gift: `days` added to now or to the current
 * expiry, whichever is later (api-reference section 4), so renewing early loses nothing and an
 * expired item starts again from now. One rule for the fake backend and the portal's preview.
 */
export const expiryAfterPurchase = (now: number, currentExpiry: number | null, days: number = ITEM_VALID_DAYS): number =>
  Math.max(now, currentExpiry ?? 0) + days * DAY_MS;

/** Whether a gift has waited unopened for more than GIFT_LATE_DAYS: opening it then grants 7 days fewer. */
export const isLateGift = (sentAt: number, now: number): boolean => now - sentAt > GIFT_LATE_DAYS * DAY_MS;

/** Days an opened gift adds: 90, or 83 when it waited unopened for more than 7 days. */
export const giftValidDays = (sentAt: number, openedAt: number): number =>
  isLateGift(sentAt, openedAt) ? ITEM_VALID_DAYS - GIFT_LATE_DAYS : ITEM_VALID_DAYS;

/** Gifts and gift requests a page (spec section 9). */
export const GIFTS_PAGE_SIZE = 5;
/** Items each home list shows. */
export const HOME_ITEMS = 4;
/** `queryType` of item/list: a home list's More. */
export const ItemQuery = { recommended: 1, newest: 2, ranking: 3 } as const;
export type ItemQuery = (typeof ItemQuery)[keyof typeof ItemQuery];
/** `sort` of item/my/list. */
export const MyItemSort = { oldestFirst: 1, newestFirst: 2 } as const;
/** `templateId` of itemtemplate/change and `id` of item/my/setting: no template in use. */
export const NO_TEMPLATE = -1;

const itemTypeParam = () => integer().check(z.refine((value) => isItemType(value), 'not an item type'));
const itemId = () => integer().check(z.positive());
/** "" (or missing) for every type, else one type code. */
const optionalItemType = () => z._default(z.union([z.literal(''), itemTypeParam()]), '');

export const itemSchema = z.object({
  id: int(),
  title: z.string(),
  type: int(),
  /** Gold coins. */
  price: int(),
  /** Media URLs, comma-separated; the first one's extension says image, video or audio. */
  previewImg: z.string(),
  url: z.string(),
  validDays: int(),
});
export type Item = z.output<typeof itemSchema>;

export const itemHome = defineCall({
  name: 'item.home',
  path: '/rpi/item/home',
  transport: 'get',
  access: 'member',
  request: z.object({ number: integer().check(z.minimum(1), z.maximum(50)) }),
  answer: z.object({ recommendItems: z.array(itemSchema), newItems: z.array(itemSchema), rankingItems: z.array(itemSchema) }),
});

export const itemList = defineCall({
  name: 'item.list',
  path: '/rpi/item/list',
  transport: 'json',
  access: 'member',
  request: z.object({
    itemType: optionalItemType(),
    queryType: z._default(z.union([z.literal(''), z.pipe(integer(), z.union([z.literal(1), z.literal(2), z.literal(3)]))]), ''),
    ...pageIndexParams,
  }),
  answer: pagedByIndex(itemSchema),
});

export const itemDetailsSchema = z.object({
  ...itemSchema.shape,
  /** The member's gold balance. */
  coin: int(),
});
export type ItemDetails = z.output<typeof itemDetailsSchema>;

export const itemDetails = defineCall({
  name: 'item.details',
  path: '/rpi/item/details',
  transport: 'get',
  access: 'member',
  request: z.object({ itemId: itemId() }),
  answer: itemDetailsSchema,
});

export const myItemSchema = z.object({
  id: int(),
  title: z.string(),
  type: int(),
  previewImg: z.string(),
  url: z.string(),
  buyTime: backendDate,
  /** Expiry. */
  time: backendDate,
});
export type MyItem = z.output<typeof myItemSchema>;

export const myItemList = defineCall({
  name: 'item.myList',
  path: '/rpi/item/my/list',
  transport: 'json',
  access: 'member',
  request: z.object({
    type: optionalItemType(),
    /** Missing: newest first. */
    sort: z._default(z.pipe(integer(), z.union([z.literal(1), z.literal(2)])), MyItemSort.newestFirst),
    ...pageIndexParams,
  }),
  answer: pagedByIndex(myItemSchema),
});

/** Buys an item for 90 days, or extends an owned one by 90 days: `price` gold, once. */
export const buyItem = defineCall({
  name: 'item.myBuy',
  path: '/rpi/item/my/buy',
  transport: 'form',
  access: 'member',
  request: z.object({ itemId: itemId() }),
  answer: z.null(),
});

/** Puts an owned, unexpired item of the slot's type into the slot; `itemId` 0 empties it. */
export const setSlotItem = defineCall({
  name: 'item.mySet',
  path: '/rpi/item/my/set',
  transport: 'json',
  access: 'member',
  request: z.object({ itemId: integer().check(z.nonnegative()), type: itemTypeParam() }),
  answer: z.null(),
});

export const slotSchema = z.object({
  /** The item in the slot, 0 when empty. */
  id: int(),
  type: int(),
  title: z.nullable(z.string()),
  url: z.nullable(z.string()),
  buyTime: z.nullable(backendDate),
});
export type Slot = z.output<typeof slotSchema>;

export const mySetting = defineCall({
  name: 'item.mySetting',
  path: '/rpi/item/my/setting',
  transport: 'get',
  access: 'member',
  request: z.object({}),
  /** `id`: the template in use, or -1; `list`: the 14 slots in template order. */
  answer: z.object({ id: int(), list: z.array(slotSchema) }),
});

const templateItemIds = () => z.array(integer().check(z.nonnegative())).check(z.length(TEMPLATE_SLOTS));

export const itemTemplateSchema = z.object({ id: int(), name: z.string(), itemIds: z.array(int()) });
export type ItemTemplate = z.output<typeof itemTemplateSchema>;

export const templateList = defineCall({
  name: 'itemTemplate.list',
  path: '/rpi/itemtemplate/list',
  transport: 'get',
  access: 'member',
  request: z.object({}),
  answer: z.array(itemTemplateSchema),
});

export const insertTemplate = defineCall({
  name: 'itemTemplate.insert',
  path: '/rpi/itemtemplate/insert',
  transport: 'json',
  access: 'member',
  request: z.object({ name: plainName(), itemIds: templateItemIds() }),
  answer: z.null(),
});

export const updateTemplate = defineCall({
  name: 'itemTemplate.update',
  path: '/rpi/itemtemplate/update',
  transport: 'json',
  access: 'member',
  request: z.object({ id: itemId(), name: plainName(), itemIds: templateItemIds() }),
  answer: z.null(),
});

/** The body is a bare JSON array of template ids. */
export const deleteTemplates = defineCall({
  name: 'itemTemplate.delete',
  path: '/rpi/itemtemplate/delete',
  transport: 'json',
  access: 'member',
  request: z.array(itemId()).check(z.minLength(1), z.maxLength(MAX_TEMPLATES)),
  answer: z.null(),
});

/** Applies a template to the slots, or -1 for none. */
export const changeTemplate = defineCall({
  name: 'itemTemplate.change',
  path: '/rpi/itemtemplate/change',
  transport: 'form',
  access: 'member',
  request: z.object({ templateId: z.union([z.pipe(integer(), z.literal(NO_TEMPLATE)), itemId()]) }),
  answer: z.null(),
});

/** The sender pays; only to friends or players met in the last 7 days of the sender's country; never Style. */
export const sendGift = defineCall({
  name: 'itemGift.send',
  path: '/rpi/itemgift/send',
  transport: 'json',
  access: 'member',
  request: z.object({ itemId: itemId(), revMemberId: integer().check(z.positive()) }),
  answer: z.null(),
});

/** Asks another member to give an item. */
export const askGift = defineCall({
  name: 'itemGift.ask',
  path: '/rpi/itemgift/ask',
  transport: 'json',
  access: 'member',
  request: z.object({ itemId: itemId(), sndMemberId: integer().check(z.positive()) }),
  answer: z.null(),
});

export const receivedGiftSchema = z.object({
  id: int(),
  type: int(),
  itemTitle: z.string(),
  itemPreviewImg: z.string(),
  sndMemberName: z.string(),
  sndTime: backendDate,
});
export type ReceivedGift = z.output<typeof receivedGiftSchema>;

/** Unopened gifts, newest first. */
export const presentList = defineCall({
  name: 'itemGift.presentList',
  path: '/rpi/itemgift/presentlist',
  transport: 'json',
  access: 'member',
  request: z.object(pageIndexParams),
  answer: pagedByIndex(receivedGiftSchema),
});

export const giftRequestSchema = z.object({
  id: int(),
  type: int(),
  itemTitle: z.string(),
  itemPreviewImg: z.string(),
  itemPrice: int(),
  askMemberName: z.string(),
  askTime: backendDate,
});
export type GiftRequest = z.output<typeof giftRequestSchema>;

/** Open requests from others, newest first. */
export const askList = defineCall({
  name: 'itemGift.askList',
  path: '/rpi/itemgift/asklist',
  transport: 'json',
  access: 'member',
  request: z.object(pageIndexParams),
  answer: pagedByIndex(giftRequestSchema),
});

export const receiveGift = defineCall({
  name: 'itemGift.receive',
  path: '/rpi/itemgift/receive',
  transport: 'form',
  access: 'member',
  request: z.object({ giftId: itemId() }),
  answer: z.null(),
});

export const receiveAllGifts = defineCall({
  name: 'itemGift.receiveAll',
  path: '/rpi/itemgift/receiveall',
  transport: 'json',
  access: 'member',
  request: z.object({}),
  answer: z.null(),
});

/** `status` true: pay and send the item; false: close the request. Each request is handled once. */
export const handleGiftRequest = defineCall({
  name: 'itemGift.handleAsk',
  path: '/rpi/itemgift/handleask',
  transport: 'form',
  access: 'member',
  request: z.object({ askId: itemId(), status: booleanText() }),
  answer: z.null(),
});

/** Unopened gifts plus open requests: the gift box button's count. */
export const giftCount = defineCall({
  name: 'itemGift.count',
  path: '/rpi/itemgift/count',
  transport: 'json',
  access: 'member',
  request: z.object({}),
  answer: z.number().check(z.int(), z.nonnegative()),
});

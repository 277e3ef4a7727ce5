import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { countryIdSchema, int, integer, pageNumParams, pagedByNum, searchText } from './common';

/** The two machine models of the network (api-reference section 2, Shop). */
export const MachineType = { a1: 'A1', w1: 'W1' } as const;
export type MachineType = (typeof MachineType)[keyof typeof MachineType];

export const machineSchema = z.object({
  machineType: z.union([z.literal('A1'), z.literal('W1')]),
  machineNum: int(),
});
export type Machine = z.output<typeof machineSchema>;

const shopFields = {
  shopId: int(),
  shopName: z.string(),
  shopAddress: z.string(),
  shopImg: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  machineList: z.array(machineSchema),
};

export const shopSummarySchema = z.object(shopFields);
export type ShopSummary = z.output<typeof shopSummarySchema>;

export const shopDetailSchema = z.object({
  ...shopFields,
  shopPhone: z.string(),
  shopInfo: z.string(),
  type: z.string(),
  openingTime: z.string(),
  restDay: z.string(),
  trafficInfo: z.string(),
  budget: z.string(),
  theme: z.string(),
  service: z.string(),
  url: z.string(),
});
export type ShopDetail = z.output<typeof shopDetailSchema>;

/** Paged shops of a country, newest first; `shopName` filters by a case-insensitive substring. */
export const newShop = defineCall({
  name: 'shops.newShop',
  path: '/rpi/websiteshop/newShop',
  transport: 'form',
  access: 'public',
  request: z.object({
    countryId: countryIdSchema,
    shopName: searchText(),
    ...pageNumParams,
  }),
  answer: pagedByNum(shopSummarySchema),
});

export const shopNameSchema = z.object({ shopId: int(), shopName: z.string() });
export type ShopName = z.output<typeof shopNameSchema>;

/**
 * Every shop of a country, by id and name only. Without `countryId` (older clients send it
 * empty): the caller's country when the request carries a live session, every shop otherwise.
 */
export const shopList = defineCall({
  name: 'shops.shopList',
  path: '/rpi/websiteshop/shopList',
  transport: 'form',
  access: 'public',
  request: z.object({ countryId: z.optional(countryIdSchema) }),
  answer: z.array(shopNameSchema),
});

/** One shop with its detail fields; an unknown id is code 101 ("shop not found"). */
export const shopInfo = defineCall({
  name: 'shops.shopInfo',
  path: '/rpi/websiteshop/shopInfo',
  transport: 'form',
  access: 'public',
  request: z.object({ shopId: integer().check(z.positive()) }),
  answer: shopDetailSchema,
});

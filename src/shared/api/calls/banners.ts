import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { countryIdSchema, int, integer } from './common';

/**
 * Where a banner shows (`type` of bannerShow). The home page sends no type and gets the home set;
 * the darts page asks for 1, the item shop for 2 (api-reference section 2).
 */
export const BannerType = { home: 0, darts: 1, itemShop: 2 } as const;
export type BannerType = (typeof BannerType)[keyof typeof BannerType];

/** `status` of bannerShow: 1 = published. */
export const BannerStatus = { hidden: 0, published: 1 } as const;

export const bannerSchema = z.object({
  id: int(),
  image: z.string(),
  link: z.string(),
});
export type Banner = z.output<typeof bannerSchema>;

export const bannerShow = defineCall({
  name: 'banners.bannerShow',
  path: '/rpi/banner/bannerShow',
  transport: 'form',
  access: 'public',
  request: z.object({
    countryId: countryIdSchema,
    status: z.optional(z.pipe(integer(), z.union([z.literal(0), z.literal(1)]))),
    type: z.optional(z.pipe(integer(), z.union([z.literal(0), z.literal(1), z.literal(2)]))),
  }),
  answer: z.array(bannerSchema),
});
export type BannerQueryParams = z.input<typeof bannerShow.request>;

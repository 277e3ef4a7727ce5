import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { BannerStatus, BannerType } from '@/shared/api';
import { createAwaitingAnswer } from '@/shared/lib';
import { createBannersQuery } from '@/entities/banner';
import { $countryId } from '@/entities/country';
import { createItemHomeQuery } from '@/entities/item';

export const ShopHomeGate = createGate('item-shop-home');
export const shopHomeRetried = createEvent();

export const shopBannersQuery = createBannersQuery('item-shop');
/** Banners still to come, from the first render: their space is held before the first paint. */
export const $shopBannersAwaited = createAwaitingAnswer(shopBannersQuery);
export const shopHomeQuery = createItemHomeQuery('shop-home', ShopHomeGate.status);

sample({ clock: [ShopHomeGate.open, shopHomeRetried], target: shopHomeQuery.start });

// The item shop's own published banners, in the visitor's country.
sample({
  clock: [ShopHomeGate.open, $countryId.updates],
  source: $countryId,
  filter: ShopHomeGate.status,
  fn: (countryId) => ({ countryId, status: BannerStatus.published, type: BannerType.itemShop }),
  target: shopBannersQuery.start,
});

import { combine } from 'effector';
import { createDetailPage } from '@/shared/lib';
import { createShopInfoQuery } from '@/entities/shop';

export const shopQuery = createShopInfoQuery('shop-info-page');

export const {
  Gate: ShopInfoGate,
  $id: $shopId,
  retried: shopRetried,
  $notFound,
} = createDetailPage({ name: 'shop-info-page', query: shopQuery, paramsOf: (shopId) => ({ shopId }) });

/** The shop of the address's id; null until it has arrived. */
export const $shop = combine(shopQuery.$data, $shopId, (shop, id) => (shop && shop.shopId === id ? shop : null));

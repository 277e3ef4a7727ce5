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

/** A web address the page may link to: http(s) only, never `javascript:` or other schemes. */
const websiteOf = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);

/** The shop of the address's id, with the website it may link to; null until it has arrived. */
export const $shop = combine(shopQuery.$data, $shopId, (shop, id) =>
  shop && shop.shopId === id ? { ...shop, website: websiteOf(shop.url) } : null,
);

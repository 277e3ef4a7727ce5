import { calls, createApiBatchQuery, createApiQuery } from '@/shared/api';

/**
 * The newest shops of a country, optionally filtered by name (newShop). Each list on screen gets
 * its own query name, so their results never overwrite each other (the home page uses `home`).
 */
export const createNewShopsQuery = (name: string) => createApiQuery(calls.newShop, `shops.newShops.${name}`);

/** Ids and names of every shop of a country (shopList). */
export const createShopNamesQuery = (name: string) => createApiQuery(calls.shopList, `shops.names.${name}`);

/** One shop with its detail fields (shopInfo), for its detail page: a refused id is the page's "not found", not a toast. */
export const createShopInfoQuery = (name: string) => createApiQuery(calls.shopInfo, `shops.info.${name}`, { failure: 'unless-refused' });

/** Details of several shops at once (one shopInfo call each, started together), in the order asked. */
export const createShopDetailsQuery = (name: string) =>
  createApiBatchQuery(calls.shopInfo, `shops.details.${name}`, (shopId: number) => ({ shopId }));

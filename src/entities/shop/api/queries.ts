import { concurrency, createQuery } from '@farfetched/core';
import { attach, createEffect } from 'effector';
import * as z from 'zod/mini';
import { calls, createApiQuery, requestFx, shopDetailSchema, zodContract, type ApiError } from '@/shared/api';

/**
 * The newest shops of a country, optionally filtered by name (newShop). Each list on screen gets
 * its own query name, so their results never overwrite each other (the home page uses `home`).
 */
export const createNewShopsQuery = (name: string) => createApiQuery(calls.newShop, `shops.newShops.${name}`);

/** Ids and names of every shop of a country (shopList). */
export const createShopNamesQuery = (name: string) => createApiQuery(calls.shopList, `shops.names.${name}`);

/** One shop with its detail fields (shopInfo). */
export const createShopInfoQuery = (name: string) => createApiQuery(calls.shopInfo, `shops.info.${name}`);

/** Details of several shops at once (one shopInfo call each, started together), in the order asked. */
export const createShopDetailsQuery = (name: string) => {
  const shopInfoFx = attach({
    effect: requestFx,
    mapParams: (shopId: number) => ({ definition: calls.shopInfo, params: { shopId } }),
  });
  // The calls start synchronously, so they run in the caller's effector scope.
  const detailsFx = createEffect<number[], unknown[], ApiError>((shopIds) => Promise.all(shopIds.map((id) => shopInfoFx(id))));
  const query = createQuery({ name: `shops.details.${name}`, effect: detailsFx, contract: zodContract(z.array(shopDetailSchema)) });
  // Built without createApiQuery, so it opts in to the same rule: the latest page asked for wins.
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return query;
};

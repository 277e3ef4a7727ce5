import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '@/shared/lib';
import { createShopInfoQuery } from '@/entities/shop';

export const ShopInfoGate = createGate<{ search: string }>({ name: 'shop-info-page', defaultState: { search: '' } });

export const shopQuery = createShopInfoQuery('shop-info-page');

/** The `?id=` of the address, or null when it is missing or not a positive number. */
export const $shopId = ShopInfoGate.state.map(({ search }) => readPositiveInt(search, 'id'));

export const shopRetried = createEvent();

sample({
  clock: [ShopInfoGate.open, $shopId.updates, shopRetried],
  source: $shopId,
  filter: (id: number | null): id is number => id !== null,
  fn: (shopId: number) => ({ shopId }),
  target: shopQuery.start,
});

/** No usable id, or the backend refused the id: a clear "not found", not an endless spinner. */
export const $notFound = sample({
  source: { id: $shopId, error: shopQuery.$error },
  fn: ({ id, error }) => id === null || (isApiError(error) && error.kind === 'rejected'),
});

import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { shopSearchPath } from '@/shared/config';
import { navigateFx } from '@/shared/lib';
import { $countryId } from '@/entities/country';
import { createNewShopsQuery } from '@/entities/shop';

export const NEWEST_COUNT = 5;

export const ShopsPageGate = createGate('shops-page');

export const searchSubmitted = createEvent<string>();
export const newestRetried = createEvent();

export const newestQuery = createNewShopsQuery('shops-home');

sample({
  clock: [ShopsPageGate.open, $countryId.updates, newestRetried],
  source: $countryId,
  filter: ShopsPageGate.status,
  fn: (countryId) => ({ countryId, shopName: '', pageNum: 1, pageSize: NEWEST_COUNT }),
  target: newestQuery.start,
});

/** The search box leads to the search page, which keeps the value in its address. */
sample({ clock: searchSubmitted, fn: (value) => shopSearchPath(value), target: navigateFx });

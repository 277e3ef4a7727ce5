import { calls, createApiQuery } from '@/shared/api';

/**
 * One query per place that shows banners (home, darts page, item shop), each with its own name.
 * Start it with `{ countryId }` for the home set, `{ countryId, status: 1, type: 1 }` for the darts
 * page, `{ countryId, status: 1, type: 2 }` for the item shop.
 */
export const createBannersQuery = (name: string) => createApiQuery(calls.bannerShow, `banners.${name}`);

import { routes } from '@/shared/config';
import { createNewShopsQuery } from '@/entities/shop';
import { createCountryShopList } from '@/widgets/country-shop-list';

export const SHOP_PAGE_SIZE = 5;

export const listQuery = createNewShopsQuery('new-shops');

/** The newest shops of the site's country or the one picked, 5 a page; country and page in the address. */
export const newShopsList = createCountryShopList({
  path: routes.newShops,
  query: listQuery,
  pageSize: SHOP_PAGE_SIZE,
  paramsOf: ({ countryId, page, pageSize }) => ({ countryId, shopName: '', pageNum: page, pageSize }),
});

export const NewShopsGate = newShopsList.Gate;
export const $total = listQuery.$data.map((data) => data?.total ?? 0);

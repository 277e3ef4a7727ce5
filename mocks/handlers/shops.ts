import { newShop, shopInfo, shopList, type ShopDetail, type ShopSummary } from '@/shared/api/wire';
import { db } from '../db/collections';
import type { ShopRecord } from '../db/schemas';
import { pageByNum } from '../rules/paging';
import { listShops } from '../rules/shops';
import { callHandler } from './call-handler';
import { ok, rejected } from './envelope';
import { shopById, shopsOfCountry } from './lookups';
import { memberById } from './member-lookups';

const summaryOf = (shop: ShopRecord): ShopSummary => ({
  shopId: shop.shopId,
  shopName: shop.shopName,
  shopAddress: shop.shopAddress,
  shopImg: shop.shopImg,
  countryCode: shop.countryCode,
  countryName: shop.countryName,
  machineList: shop.machineList.map(({ machineType, machineNum }) => ({ machineType, machineNum })),
});

const detailOf = (shop: ShopRecord): ShopDetail => ({
  ...summaryOf(shop),
  shopPhone: shop.shopPhone,
  shopInfo: shop.shopInfo,
  type: shop.type,
  openingTime: shop.openingTime,
  restDay: shop.restDay,
  trafficInfo: shop.trafficInfo,
  budget: shop.budget,
  theme: shop.theme,
  service: shop.service,
  url: shop.url,
});

export const shopsHandlers = [
  callHandler(newShop, ({ params }) => {
    const { countryId, shopName, pageNum, pageSize } = params;
    const matching = listShops(
      shopsOfCountry(countryId),
      { countryId, shopName },
    );
    const page = pageByNum(matching, { pageNum, pageSize });
    return ok({ list: page.list.map(summaryOf), total: page.total });
  }),

  callHandler(shopList, ({ params, session }) => {
    const member = session ? memberById(session.memberId) : undefined;
    const countryId = params.countryId ?? member?.countryId;
    const shops = listShops(
      countryId === undefined ? db.shops.all() : shopsOfCountry(countryId),
      { countryId, shopName: '' },
    );
    return ok(shops.map(({ shopId, shopName }) => ({ shopId, shopName })));
  }),

  callHandler(shopInfo, ({ params }) => {
    const shop = shopById(params.shopId);
    if (!shop) return rejected('shopNotFound');
    return ok(detailOf(shop));
  }),
];

import type { ComponentType } from 'react';
import { itemShopSections, routes, type ItemShopSection } from '@/shared/config';
import { ItemShopLayout } from '@/pages/item-shop/shell';
import { lazyPage } from './lazy-page';
import { MemberRoutes } from './member-routes';

/*
 * The item shop is one lazy chunk of the router, like My page: its guard, layout (with the gold
 * balance) and the table of its screens, each a lazy chunk of its own.
 */
const ShopHome = lazyPage(() => import('@/pages/item-shop/home'), (page) => page.ItemShopHomePage, ['columns', 'items']);
const screens: Record<ItemShopSection, ComponentType> = {
  ItemBuy: lazyPage(() => import('@/pages/item-shop/item-buy'), (page) => page.ItemBuyPage, ['gifts', 'items']),
  MyPropList: lazyPage(() => import('@/pages/item-shop/my-items'), (page) => page.MyItemsPage, ['items', 'myitems']),
  MySetting: lazyPage(() => import('@/pages/item-shop/my-settings'), (page) => page.MySettingsPage, ['items', 'myitems']),
  ShopIntroduce: lazyPage(() => import('@/pages/item-shop/guide'), (page) => page.ShopGuidePage, ['itemguide', 'items']),
};

export const ItemShopArea = () => (
  <MemberRoutes home={routes.itemShop} Layout={ItemShopLayout} Index={ShopHome} sections={itemShopSections} screens={screens} />
);

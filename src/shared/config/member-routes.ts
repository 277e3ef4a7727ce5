import { routes, withQuery } from './routes';

/*
 * The member areas' sub-pages and paths, apart from routes.ts: every page's start-up chunk holds
 * routes.ts, and only the member areas' lazy chunks need these.
 */

/** Sub-pages of My page (spec section 2), in menu order; the overview is the group's index. */
export const myPageSections = [
  'AllGameData',
  'About30Game',
  'AwardHistory',
  'FriendsList',
  'AddFriends',
  'AdartsCardSetting',
  'AccountInfoSetting',
  'PasswordSetting',
  'AdartsMsgSetting',
] as const;
export type MyPageSection = (typeof myPageSections)[number];
/** Every My page route: the overview (/MyPageIndex itself) and its sub-pages. */
export type MyPageScreen = 'overview' | MyPageSection;

export const myPagePath = (section?: MyPageSection): string =>
  section ? `${routes.myPage}/${section}` : routes.myPage;

/** Sub-pages of the item shop (spec section 2), in menu order; the shop home is the group's index. */
export const itemShopSections = ['ItemBuy', 'MyPropList', 'MySetting', 'ShopIntroduce'] as const;
export type ItemShopSection = (typeof itemShopSections)[number];
/** Every item-shop route: the shop home (/ShopProp itself) and its sub-pages. */
export type ItemShopScreen = 'home' | ItemShopSection;

export const itemShopPath = (section?: ItemShopSection): string =>
  section ? `${routes.itemShop}/${section}` : routes.itemShop;

/**
 * /ShopProp/ItemBuy: `{ id }` opens one item's detail, `{ list }` the list a home list's More
 * came from (1 recommended, 2 new, 3 ranking), nothing the whole catalogue.
 */
export const itemBuyPath = (target: { id: number } | { list: 1 | 2 | 3 } | Record<string, never> = {}): string => {
  const path = itemShopPath('ItemBuy');
  if ('id' in target) return withQuery(path, 'id', target.id);
  if ('list' in target) return withQuery(path, 'type', target.list);
  return path;
};

/** Paths of the spec (section 2), kept as the old site spelled them so existing links still work. */
export const routes = {
  home: '/',
  news: '/News',
  newsInfo: '/News/NewsInfo',
  login: '/Login',
  register: '/AddUser',
  forgetId: '/ForgetID',
  forgetPassword: '/ForgetPW',
  myPage: '/MyPageIndex',
  shops: '/AdartsShop',
  shopSearch: '/AdartsShop/ShopSearch',
  shopInfo: '/AdartsShop/ShopInfo',
  newShops: '/AdartsShop/NewShop',
  shopThemes: '/AdartsShop/ShopTheme',
  activities: '/ShopActivitie',
  activityInfo: '/ShopActivitie/ActivitieInfo',
  darts: '/Darts',
  dartsList: '/Darts/DartsList',
  dartsInfo: '/DartsInfo',
  players: '/Players',
  playerInfo: '/PlayerInfo',
  rankings: '/MatchRanting',
  awardRankings: '/MatchRanting/AwardRanting',
  match: '/Match',
  download: '/alpha/download',
  itemShop: '/ShopProp',
} as const;

const withQuery = (path: string, name: string, value: string | number): string =>
  `${path}?${name}=${encodeURIComponent(String(value))}`;

export const newsInfoPath = (id: number): string => withQuery(routes.newsInfo, 'id', id);
export const shopInfoPath = (shopId: number): string => withQuery(routes.shopInfo, 'id', shopId);
export const shopSearchPath = (value: string): string => withQuery(routes.shopSearch, 'value', value);
export const activityInfoPath = (id: number): string => withQuery(routes.activityInfo, 'id', id);
export const dartsInfoPath = (id: number): string => withQuery(routes.dartsInfo, 'id', id);
export const playerInfoPath = (id: number): string => withQuery(routes.playerInfo, 'id', id);
export const forgetPasswordPath = (identification: string): string =>
  withQuery(routes.forgetPassword, 'identification', identification);

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

/**
 * A page to come back to after logging in, or null: only a path of this site (starting with
 * one `/`, no `//` or `/\`, no scheme, no control characters), so `?redirect=` cannot send a
 * member elsewhere.
 */
export const safeRedirect = (value: string | null | undefined): string | null =>
  // eslint-disable-next-line no-control-regex
  typeof value === 'string' && /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/.test(value) ? value : null;

/** The login page, remembering the page asked for when it is a safe one. */
export const loginPath = (redirect?: string | null): string => {
  const safe = safeRedirect(redirect);
  return safe && safe !== routes.home && safe !== routes.login && !safe.startsWith(`${routes.login}?`)
    ? withQuery(routes.login, 'redirect', safe)
    : routes.login;
};

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

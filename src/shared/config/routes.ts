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

export const withQuery = (path: string, name: string, value: string | number): string =>
  `${path}?${name}=${encodeURIComponent(String(value))}`;

export const newsInfoPath = (id: number): string => withQuery(routes.newsInfo, 'id', id);
export const shopInfoPath = (shopId: number): string => withQuery(routes.shopInfo, 'id', shopId);
export const shopSearchPath = (value: string): string => withQuery(routes.shopSearch, 'value', value);
export const activityInfoPath = (id: number): string => withQuery(routes.activityInfo, 'id', id);
export const dartsInfoPath = (id: number): string => withQuery(routes.dartsInfo, 'id', id);
export const playerInfoPath = (id: number): string => withQuery(routes.playerInfo, 'id', id);
export const forgetPasswordPath = (identification: string): string =>
  withQuery(routes.forgetPassword, 'identification', identification);

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

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
  activities: '/ShopActivitie',
  darts: '/Darts',
  players: '/Players',
  rankings: '/MatchRanting',
  match: '/Match',
  itemShop: '/ShopProp',
} as const;

export const newsInfoPath = (id: number): string => `${routes.newsInfo}?id=${id}`;

// The public site, one list for every test that walks it.

/** The pages a visitor reaches by address. */
export const publicRoutes = [
  '/',
  '/News',
  '/AdartsShop',
  '/AdartsShop/ShopSearch?value=Darts',
  '/AdartsShop/NewShop',
  '/AdartsShop/ShopTheme',
  '/ShopActivitie',
  '/Darts',
  '/Darts/DartsList',
  '/Players',
  '/MatchRanting',
  '/MatchRanting/AwardRanting',
  '/Match',
  '/alpha/download',
  '/Login',
  '/AddUser',
  '/ForgetID',
  '/ForgetPW',
  // A member page: a visitor lands on the login, asked to log in.
  '/ShopProp',
  // An unknown address: home.
  '/no-such-page',
] as const;

/** Detail pages, reached through the first link of their list (the newest news and column carry pasted-in markup). */
export const detailRoutes = [
  { list: '/News', link: 'a[href*="/News/NewsInfo?id="]' },
  { list: '/AdartsShop/NewShop', link: 'a[href*="/AdartsShop/ShopInfo?id="]' },
  { list: '/ShopActivitie', link: 'a[href*="/ShopActivitie/ActivitieInfo?id="]' },
  { list: '/Darts/DartsList', link: 'a[href*="/DartsInfo?id="]' },
  { list: '/Players', link: 'a[href*="/PlayerInfo?id="]' },
] as const;

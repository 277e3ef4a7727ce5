// The pages the speed measurements and the layout-shift browser test look at, in one place:
// `npm run lighthouse` measures them, e2e/layout-shift.e2e.ts fails when one of them shifts.

/** Public pages: home and the section pages a visitor lands on first. */
export const PUBLIC_PAGES = ['/', '/News', '/AdartsShop', '/ShopActivitie', '/Darts'] as const;

/** Member pages (issue 25's table): cards, gauges, charts, slot grids and lists filled by the member's own data. */
export const MEMBER_PAGES = [
  '/MyPageIndex',
  '/MyPageIndex/AllGameData',
  '/MyPageIndex/About30Game',
  '/MyPageIndex/FriendsList',
  '/ShopProp',
  '/ShopProp/ItemBuy?type=1',
  '/ShopProp/MySetting',
] as const;

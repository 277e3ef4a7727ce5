export { CountryId, countryFromSearch, type CountryChoice } from './country-choice';
export { env } from './env';
export { pathInApp, routerBasename } from './app-path';
export {
  activityInfoPath,
  dartsInfoPath,
  forgetPasswordPath,
  loginPath,
  newsInfoPath,
  playerInfoPath,
  safeRedirect,
  routes,
  shopInfoPath,
  shopSearchPath,
} from './routes';
export {
  itemBuyPath,
  itemShopPath,
  itemShopSections,
  myPagePath,
  myPageSections,
  type ItemShopScreen,
  type ItemShopSection,
  type MyPageScreen,
  type MyPageSection,
} from './member-routes';

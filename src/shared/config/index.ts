export { env } from './env';
export {
  activityInfoPath,
  dartsInfoPath,
  forgetPasswordPath,
  loginPath,
  myPagePath,
  myPageSections,
  newsInfoPath,
  playerInfoPath,
  safeRedirect,
  routes,
  shopInfoPath,
  shopSearchPath,
  type MyPageScreen,
  type MyPageSection,
} from './routes';

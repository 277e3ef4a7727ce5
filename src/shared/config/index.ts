export { env } from './env';
export {
  activityInfoPath,
  dartsInfoPath,
  forgetPasswordPath,
  newsInfoPath,
  playerInfoPath,
  routes,
  shopInfoPath,
  shopSearchPath,
} from './routes';

export { env } from './env';
export { newsInfoPath, routes } from './routes';

export { env } from './env';

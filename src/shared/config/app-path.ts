import { env } from './env';

/** The sub-path the site is served under, without its trailing slash ('' at the root). */
const base = env.basePath.replace(/\/$/, '');

/** BrowserRouter's basename: the site's sub-path, or '/' at the root. */
export const routerBasename = base || '/';

/** A path of the browser's address as a path of the app, without the site's sub-path. */
export const pathInApp = (pathname: string): string =>
  base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;

import { env } from './env';

/** A member's portrait in lists (friends, rankings, account) when they have none or it fails to load. */
export const defaultPortraitSrc = `${env.basePath}media/avatars/default.svg`;

// Its own entry point: only the pages that show member portraits carry it.
import { env } from '@/shared/config';

/** A member's portrait in lists (friends, rankings, account) when they have none or it fails to load. */
export const defaultPortraitSrc = `${env.basePath}media/avatars/default.svg`;

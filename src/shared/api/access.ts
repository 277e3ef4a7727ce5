import type { Access } from './define-call';

/** The calls of the member areas that a visitor makes: registration and recovery (api-reference section 2). */
const PUBLIC_MEMBER_AREA_PATHS = new Set([
  '/rpi/websitsMember/register',
  '/rpi/websitsMember/forgetAccount',
  '/rpi/websitsMember/forgetPassword',
  '/rpi/websitsMember/resetPassword',
]);

/** Member, friend, item-shop and upload calls: the token required (api-reference section 2). */
const MEMBER_PATH_PREFIXES = [
  '/rpi/websitsMember/',
  '/rpi/friend/',
  '/rpi/item/',
  '/rpi/itemtemplate/',
  '/rpi/itemgift/',
  '/rpi/picture/',
];

/**
 * Whether a path of the API needs a session, known for every path of api-reference section 2,
 * also those no call definition exists for yet: the backend answers 198 to a visitor there first.
 */
export const accessOfPath = (path: string): Access =>
  !PUBLIC_MEMBER_AREA_PATHS.has(path) && MEMBER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'member' : 'public';

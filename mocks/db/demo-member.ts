import { COUNTRY_ID } from './countries';

/** The member every seed and scenario has, shown in the demo build and printed by mock:serve. */
export const DEMO_LOGIN = { account: 'demo', password: 'darts123' } as const;
/**
 * MD5("darts123kitekey") uppercase, what the portal sends for the demo password (hashPassword).
 * Written out: the seed needs nothing else of MD5, and a demo's first visit then loads no MD5
 * code (3.3 kB gzipped) before its first page. demo-member.test.ts checks it against hashPassword.
 */
export const DEMO_PASSWORD_HASH = 'FD4F346B3D4348DCDCB288498BE1CD60';
export const DEMO_MEMBER_ID = 10001;
export const DEMO_MAIN_CARD_ID = 20001;
export const DEMO_COUNTRY_ID = COUNTRY_ID.EN;

/** The other seeded members log in with the same password, to make manual testing easy. */
export const SEEDED_MEMBER_PASSWORD = DEMO_LOGIN.password;
export const SEEDED_MEMBER_PASSWORD_HASH = DEMO_PASSWORD_HASH;

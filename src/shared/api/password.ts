import { md5 } from 'js-md5';

/**
 * The backend's legacy wire format for every password: MD5(password + "kitekey"), uppercase hex.
 * Alone in its module (the format rule is in password-format.ts): forms that only check the format
 * do not bring MD5 into every page's shared code.
 */
export const hashPassword = (password: string): string => md5(`${password}kitekey`).toUpperCase();

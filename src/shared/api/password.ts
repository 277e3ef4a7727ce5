import { md5 } from 'js-md5';

/** The backend's legacy wire format for every password: MD5(password + "kitekey"), uppercase hex. */
export const hashPassword = (password: string): string => md5(`${password}kitekey`).toUpperCase();

/** 6-20 letters or digits, checked by the portal before hashing. */
export const isValidPassword = (password: string): boolean => /^[A-Za-z0-9]{6,20}$/.test(password);

/**
 * Address formats of api-reference section 4, shared by the portal (checked before a call) and
 * the fake backend (checked again on arrival): the same pattern on both sides of the wire.
 */

import { MAX_EMAIL_LENGTH } from './text-fields';

/** Mainland China mobile: optional +86 or 0086 (a hyphen or space may follow), then 1 and 10 digits. */
const CHINA_MOBILE = /^(?:(?:\+86|0086)[-\s]?)?(1\d{10})$/;

/** A standard address: something@domain.tld, no spaces, one @. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A standard address of at most 254 characters (the longest a mail server delivers). */
export const isValidEmail = (email: string): boolean => email.trim().length <= MAX_EMAIL_LENGTH && EMAIL.test(email.trim());

export const isChinaMobile = (phone: string): boolean => CHINA_MOBILE.test(phone.trim());

/** The wire form of a phone number, "+86-13800000000", or null when it is not a mainland mobile. */
export const toWirePhone = (phone: string): string | null => {
  const digits = CHINA_MOBILE.exec(phone.trim())?.[1];
  return digits ? `+86-${digits}` : null;
};

/** Verification codes are 6 digits. */
export const isVerificationCode = (code: string): boolean => /^\d{6}$/.test(code.trim());

/** Seconds a verification-code button stays disabled after a successful send (spec section 9). */
export const CODE_RESEND_SECONDS = 59;

/** A card number as printed on a card: 16 digits. The portal checks it before registering; the backend refuses others. */
export const isCardNumber = (cardNo: string): boolean => /^\d{16}$/.test(cardNo.trim());

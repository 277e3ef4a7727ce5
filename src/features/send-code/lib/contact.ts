import { isChinaMobile, isValidEmail, toWirePhone } from '@/shared/api';
import { REQUIRED } from '@/shared/lib';

/** How a code or message reaches the member. */
export type Channel = 'email' | 'sms';

export type AddressError = typeof REQUIRED | 'auth:contact.wrongFormat';

/** Spec section 5: an address is required before sending a code, and must have the right format. */
export const validateAddress = (channel: Channel, address: string): AddressError | null => {
  const text = address.trim();
  if (!text) return REQUIRED;
  const valid = channel === 'email' ? isValidEmail(text) : isChinaMobile(text);
  return valid ? null : 'auth:contact.wrongFormat';
};

/** The address as the backend wants it: the email trimmed, the phone as "+86-1XXXXXXXXXX". */
export const toWireAddress = (channel: Channel, address: string): string =>
  channel === 'email' ? address.trim() : (toWirePhone(address) ?? address.trim());

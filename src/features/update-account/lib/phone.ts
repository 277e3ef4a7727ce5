import { isChinaMobile, toWirePhone } from '@/shared/api';

/**
 * The dial-code choice of spec section 2 (AccountInfoSetting): +86 (the default) or 000. The
 * backend takes mainland China mobiles only (api-reference section 4), and always as
 * "+86-1XXXXXXXXXX":
 * - +86: the member types the 11 digits of the mobile (13800000000);
 * - 000: the member types the number with its international prefix, +86 or 0086
 *   (0086 13800000000), as when dialling from abroad.
 */
export const DIAL_CODES = ['+86', '000'] as const;
export type DialCode = (typeof DIAL_CODES)[number];

const INTERNATIONAL_PREFIX = /^(?:\+86|0086)/;

/** The wire form of what the member typed for this dial code, or null when it does not fit it. */
export const phoneToWire = (dialCode: DialCode, typed: string): string | null => {
  const text = typed.trim();
  if (!isChinaMobile(text)) return null;
  if (dialCode === '000' && !INTERNATIONAL_PREFIX.test(text)) return null;
  return toWirePhone(text);
};

/**
 * A stored phone as the form shows it: "+86-13800000000" is +86 and 13800000000. Anything else
 * (an old record in another format) is shown as it is under 000, for the member to correct.
 */
export const phoneFromWire = (wire: string | null): { dialCode: DialCode; phone: string } => {
  const text = (wire ?? '').trim();
  if (!text) return { dialCode: '+86', phone: '' };
  const digits = toWirePhone(text);
  return digits ? { dialCode: '+86', phone: digits.slice('+86-'.length) } : { dialCode: '000', phone: text };
};

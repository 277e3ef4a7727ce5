import { formatAwardMessages, parseAwardMessages } from '@/shared/api/wire';
import { allowWith, refuse, type Decision } from './decision';
import { uploadIdOfUrl } from './uploads';
import { normaliseAddress, type Channel } from './verification';

/**
 * Rules of the account settings calls (api-reference sections 2 and 4): what updateAccountInfo
 * may change and what it needs for it, and the award messages' stored form.
 */

/** How a phone or email of updateAccountInfo compares with the member's current one. */
export type ContactChange =
  | { kind: 'unchanged'; address: string }
  | { kind: 'removed' }
  | { kind: 'changed'; address: string }
  | { kind: 'wrong-format' };

/**
 * Compares a sent address with the current one, both in their canonical form (emails lower-case,
 * phones "+86-1XXXXXXXXXX"): "+86 13800000000" is the same phone as "+86-13800000000".
 */
export function contactChange(channel: Channel, current: string, sent: string): ContactChange {
  const before = current.trim() === '' ? '' : (normaliseAddress(channel, current) ?? current.trim());
  if (sent.trim() === '') return before === '' ? { kind: 'unchanged', address: '' } : { kind: 'removed' };
  const after = normaliseAddress(channel, sent);
  if (after === null) return { kind: 'wrong-format' };
  return after === before ? { kind: 'unchanged', address: after } : { kind: 'changed', address: after };
}

export interface AccountUpdateRequest {
  countryId: number;
  homeShopId?: number | undefined;
  phone: string;
  phoneCode: string;
  email: string;
  emailCode: string;
  portrait: string;
}

export interface AccountUpdateInput {
  member: { memberId: number; countryId: number; phone: string; email: string; portrait?: string | undefined };
  request: AccountUpdateRequest;
  /** The backend's own origin: upload URLs are absolute on it. */
  origin: string;
  /** The country of a shop id, undefined for no such shop. */
  shopCountryOf: (shopId: number) => number | undefined;
  /** Whether another member already uses this canonical address. */
  isTakenByOther: (channel: Channel, address: string) => boolean;
  /** Whether the upload of this id exists and was uploaded by the member. */
  isOwnUpload: (uploadId: string) => boolean;
}

/** A code that must be right (and is used up) for the change to be saved. */
export interface RequiredCode {
  to: string;
  code: string;
}

/** What updateAccountInfo writes once every check passed. */
export interface AccountUpdate {
  phone: string;
  email: string;
  /** Undefined: no home shop. */
  homeShopId: number | undefined;
  /** Undefined: no portrait. */
  portrait: string | undefined;
  codes: RequiredCode[];
}

/**
 * The portrait updateAccountInfo stores: "" none, the current one unchanged, or an upload of
 * this member named by its URL (absolute on the backend's own origin, or origin-relative), stored
 * absolute on that origin. Null for anything else.
 */
export function portraitToStore(
  sent: string,
  current: string | undefined,
  origin: string,
  isOwnUpload: (uploadId: string) => boolean,
): { portrait: string | undefined } | null {
  const trimmed = sent.trim();
  if (trimmed === '') return { portrait: undefined };
  if (current !== undefined && trimmed === current) return { portrait: current };
  const uploadId = uploadIdOfUrl(trimmed, origin);
  if (uploadId === null || !isOwnUpload(uploadId)) return null;
  return { portrait: new URL(trimmed, origin).href };
}

/**
 * updateAccountInfo, every check before anything is written:
 * 1. the country is the member's own (it cannot be changed);
 * 2. a home shop, when given, is a shop of that country (not given: no home shop);
 * 3. phone and email have the right format ("Please enter the correct format!");
 * 4. the member keeps at least one of them;
 * 5. a changed one is not another member's;
 * 6. the portrait is none, the current one, or the member's own upload;
 * 7. a changed phone comes with `phoneCode`, a changed email with `emailCode` (checked and used
 *    up by the caller, together, after everything else passed). Unchanged ones need no code.
 */
export function decideAccountUpdate(input: AccountUpdateInput): Decision<AccountUpdate> {
  const { member, request } = input;
  if (request.countryId !== member.countryId) return refuse('accountCountryFixed');
  if (request.homeShopId !== undefined && input.shopCountryOf(request.homeShopId) !== member.countryId) {
    return refuse('accountHomeShopElsewhere');
  }
  const phone = contactChange('sms', member.phone, request.phone);
  const email = contactChange('email', member.email, request.email);
  if (phone.kind === 'wrong-format' || email.kind === 'wrong-format') return refuse('wrongFormat');
  const phoneAfter = phone.kind === 'removed' ? '' : phone.address;
  const emailAfter = email.kind === 'removed' ? '' : email.address;
  if (phoneAfter === '' && emailAfter === '' && (phone.kind === 'removed' || email.kind === 'removed')) {
    return refuse('accountContactNeeded');
  }
  if (phone.kind === 'changed' && input.isTakenByOther('sms', phone.address)) return refuse('phoneTaken');
  if (email.kind === 'changed' && input.isTakenByOther('email', email.address)) return refuse('emailTaken');
  const portrait = portraitToStore(request.portrait, member.portrait, input.origin, input.isOwnUpload);
  if (!portrait) return refuse('accountPortraitUnknown');

  const codes: RequiredCode[] = [];
  if (phone.kind === 'changed') {
    if (request.phoneCode.trim() === '') return refuse('accountPhoneCodeNeeded');
    codes.push({ to: phone.address, code: request.phoneCode });
  }
  if (email.kind === 'changed') {
    if (request.emailCode.trim() === '') return refuse('accountEmailCodeNeeded');
    codes.push({ to: email.address, code: request.emailCode });
  }
  return allowWith({ phone: phoneAfter, email: emailAfter, homeShopId: request.homeShopId, portrait: portrait.portrait, codes });
}

/**
 * setUpAwardMessage: the form award messages are stored in, the normalised wire string of all
 * eight keys (texts trimmed, missing keys empty); refused when `parseAwardMessages` refuses the
 * string (not a JSON object, an unknown key, a text that is not plain or longer than 20 characters).
 */
export function decideAwardMessage(wire: string): Decision<{ stored: string }> {
  const messages = parseAwardMessages(wire);
  return messages ? allowWith({ stored: formatAwardMessages(messages) }) : refuse('awardMessageInvalid');
}

import { isPlainText, isValidEmail, type AccountInfo, type RequestOf, type calls } from '@/shared/api';
import { REQUIRED } from '@/shared/lib';
import { validateCode } from '@/shared/lib/verification-code';
import { phoneFromWire, phoneToWire, type DialCode } from '../lib/phone';

/** What the member edits on AccountInfoSetting, plus the saved phone and email the codes depend on. */
export interface AccountFields {
  nickname: string;
  /** A shop id of the member's country, or "" for none. */
  homeShopId: string;
  /** The current portrait URL, or the URL of a newly uploaded one (saved with the rest). */
  portrait: string;
  dialCode: DialCode;
  phone: string;
  phoneCode: string;
  email: string;
  emailCode: string;
  /** The phone and email the backend holds ("+86-…" or ""): a code is needed only for a change. */
  savedPhone: string;
  savedEmail: string;
}

export type AccountFieldName = keyof AccountFields;
export type AccountErrors = Partial<Record<AccountFieldName, string>>;

export const emptyAccountFields = (): AccountFields => ({
  nickname: '',
  homeShopId: '',
  portrait: '',
  dialCode: '+86',
  phone: '',
  phoneCode: '',
  email: '',
  emailCode: '',
  savedPhone: '',
  savedEmail: '',
});

/** The form as the backend's account fills it. */
export const fieldsFromAccount = (account: AccountInfo): AccountFields => {
  const savedPhone = (account.phone ?? '').trim();
  const savedEmail = (account.email ?? '').trim();
  return {
    ...emptyAccountFields(),
    nickname: account.nickname,
    homeShopId: account.homeShopId === null ? '' : String(account.homeShopId),
    portrait: account.portrait ?? '',
    ...phoneFromWire(savedPhone),
    email: savedEmail,
    savedPhone,
    savedEmail,
  };
};

/** The phone as it would be saved: "+86-…", "" for none, null when what was typed does not fit the dial code. */
export const wirePhoneOf = (fields: Pick<AccountFields, 'dialCode' | 'phone'>): string | null =>
  fields.phone.trim() === '' ? '' : phoneToWire(fields.dialCode, fields.phone);

/** A changed, valid phone needs a code sent to it; clearing the phone or keeping it needs none. */
export const phoneNeedsCode = (fields: AccountFields): boolean => {
  const wire = wirePhoneOf(fields);
  return wire !== null && wire !== '' && wire !== fields.savedPhone;
};

export const emailNeedsCode = (fields: AccountFields): boolean => {
  const email = fields.email.trim();
  return email !== '' && email.toLowerCase() !== fields.savedEmail.toLowerCase();
};

const codeError = (code: string): string | undefined => validateCode(code) ?? undefined;

/**
 * Spec sections 3 and 5, api-reference section 4: a nickname of 1-20 characters of plain text;
 * a phone and an email in the right format ("Please enter the correct format!"), each with the
 * code sent to it when it changed; at least one of them kept, so the account can still be recovered.
 */
export const validateAccount = (fields: AccountFields): AccountErrors => {
  const errors: AccountErrors = {};
  const nickname = fields.nickname.trim();
  if (!nickname) errors.nickname = REQUIRED;
  else if (!isPlainText(nickname)) errors.nickname = 'account:info.nicknameFormat';

  const phone = wirePhoneOf(fields);
  if (phone === null) errors.phone = 'auth:contact.wrongFormat';
  else if (phoneNeedsCode(fields)) errors.phoneCode = codeError(fields.phoneCode);

  const email = fields.email.trim();
  if (email && !isValidEmail(email)) errors.email = 'auth:contact.wrongFormat';
  else if (emailNeedsCode(fields)) errors.emailCode = codeError(fields.emailCode);

  if (phone === '' && !email) errors.email = 'account:info.contactRequired';
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as AccountErrors;
};

type UpdateRequest = RequestOf<typeof calls.updateAccountInfo>;

/**
 * The updateAccountInfo request of valid fields. The country and language are the account's own
 * (not editable here); a code travels only with a changed phone or email.
 */
export const toUpdateRequest = (
  fields: AccountFields,
  memberId: number,
  account: Pick<AccountInfo, 'countryId' | 'languageId'>,
): UpdateRequest => {
  const phone = wirePhoneOf(fields) ?? '';
  const languageId = (['1', '2', '3', '4'] as const).find((id) => id === account.languageId);
  return {
    memberId,
    phone,
    phoneCode: phoneNeedsCode(fields) ? fields.phoneCode.trim() : '',
    portrait: fields.portrait,
    homeShopId: fields.homeShopId ? Number(fields.homeShopId) : undefined,
    countryId: account.countryId,
    languageId,
    nickname: fields.nickname.trim(),
    email: fields.email.trim(),
    emailCode: emailNeedsCode(fields) ? fields.emailCode.trim() : '',
    acceptMail: 1,
  };
};

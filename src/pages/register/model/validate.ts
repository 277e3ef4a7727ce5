import { isCardNumber } from '@/shared/api';
import { validateNewPassword } from '@/shared/lib';
import { validateAddress, validateCode, type Channel } from '@/features/send-code';

export interface RegisterFields {
  account: string;
  cardNo: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  name: string;
  /** "1" male, "0" female (api-reference section 3). */
  gender: '1' | '0';
  /** "YYYY-MM-DD" from the date input. */
  birth: string;
  countryId: string;
  languageId: '1' | '2' | '3' | '4';
  channel: Channel;
  email: string;
  phone: string;
  code: string;
}

export type FieldName = keyof RegisterFields;
export type RegisterErrors = Partial<Record<FieldName, string>>;

export const emptyRegisterFields = (countryId: number, languageId: RegisterFields['languageId']): RegisterFields => ({
  account: '',
  cardNo: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  name: '',
  gender: '1',
  birth: '',
  countryId: String(countryId),
  languageId,
  channel: 'email',
  email: '',
  phone: '',
  code: '',
});


/** Required, then 16 digits. */
const cardNoError = (cardNo: string): string | null =>
  !cardNo.trim() ? 'auth:register.cardNoRequired' : isCardNumber(cardNo) ? null : 'auth:register.cardNoFormat';

/** A real calendar day in the past, written YYYY-MM-DD. */
export const isBirthDate = (text: string, today = new Date()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) && day.getTime() < today.getTime() && day.getUTCFullYear() >= 1900;
};

/** Spec sections 3 and 5: the required fields, a 16-digit card number, the password pair, the address and its code. */
export const validateRegistration = (fields: RegisterFields): RegisterErrors => {
  const cardError = cardNoError(fields.cardNo);
  const errors: RegisterErrors = {
    ...(fields.account.trim() ? {} : { account: 'auth:register.accountRequired' }),
    ...(cardError ? { cardNo: cardError } : {}),
    ...validateNewPassword(fields.password, fields.confirmPassword),
    ...(fields.nickname.trim() ? {} : { nickname: 'auth:register.nicknameRequired' }),
    ...(isBirthDate(fields.birth) ? {} : { birth: 'auth:register.birthRequired' }),
    ...(fields.countryId ? {} : { countryId: 'auth:register.countryRequired' }),
  };
  const addressField = fields.channel === 'email' ? 'email' : 'phone';
  const addressError = validateAddress(fields.channel, fields[addressField]);
  if (addressError) errors[addressField] = addressError;
  const codeError = validateCode(fields.code);
  if (codeError) errors.code = codeError;
  return errors;
};

export const hasErrors = (errors: RegisterErrors): boolean => Object.keys(errors).length > 0;

import { isAccountName, isBirthDate, isCardNumber, isPlainText } from '@/shared/api';
import { REQUIRED, REQUIRED_CHOICE, validateNewPassword } from '@/shared/lib';
import { validateCode } from '@/shared/lib/verification-code';
import { validateAddress, type Channel } from '@/features/send-code';

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
  !cardNo.trim() ? REQUIRED : isCardNumber(cardNo) ? null : 'auth:register.cardNoFormat';

/** Required, then 4-20 letters, digits or _ (api-reference section 4, checked again by the backend). */
const accountError = (account: string): string | null =>
  !account.trim() ? REQUIRED : isAccountName(account) ? null : 'auth:register.accountFormat';

const nicknameError = (nickname: string): string | null =>
  !nickname.trim() ? REQUIRED : isPlainText(nickname) ? null : 'auth:register.nicknameFormat';

const birthError = (birth: string): string | null =>
  !birth ? REQUIRED : isBirthDate(birth) ? null : 'auth:register.birthFormat';

/** Spec sections 3 and 5: the required fields, a 16-digit card number, the password pair, the address and its code. */
export const validateRegistration = (fields: RegisterFields): RegisterErrors => {
  const fieldErrors: RegisterErrors = {
    account: accountError(fields.account) ?? undefined,
    cardNo: cardNoError(fields.cardNo) ?? undefined,
    nickname: nicknameError(fields.nickname) ?? undefined,
    name: fields.name.trim() && !isPlainText(fields.name) ? 'auth:register.nameFormat' : undefined,
    birth: birthError(fields.birth) ?? undefined,
  };
  const errors: RegisterErrors = {
    ...Object.fromEntries(Object.entries(fieldErrors).filter(([, error]) => error)),
    ...validateNewPassword(fields.password, fields.confirmPassword),
    ...(fields.countryId ? {} : { countryId: REQUIRED_CHOICE }),
  };
  const addressField = fields.channel === 'email' ? 'email' : 'phone';
  const addressError = validateAddress(fields.channel, fields[addressField]);
  if (addressError) errors[addressField] = addressError;
  const codeError = validateCode(fields.code);
  if (codeError) errors.code = codeError;
  return errors;
};

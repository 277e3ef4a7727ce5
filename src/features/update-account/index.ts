export { DIAL_CODES, phoneFromWire, phoneToWire, type DialCode } from './lib/phone';
export {
  emailNeedsCode,
  fieldsFromAccount,
  phoneNeedsCode,
  validateAccount,
  wirePhoneOf,
  type AccountErrors,
  type AccountFields,
} from './model/fields';
export { accountForm, accountFormLeft, accountFormOpened, updateAccountAction } from './model/update-account';
export { AccountForm, type AccountFormProps } from './ui/account-form';

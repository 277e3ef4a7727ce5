import { REQUIRED, validateNewPassword } from '@/shared/lib';

export interface PasswordChangeFields {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeFields, string>>;

export const emptyPasswordChange = (): PasswordChangeFields => ({ oldPassword: '', password: '', confirmPassword: '' });

/**
 * Spec section 5: old, new and confirm required (each message names its field by its label), the new one 6-20 letters or digits, the confirmation equal ("Passwords do not
 * match!"). A new password equal to the old one would change nothing: it is refused here too.
 */
export const validatePasswordChange = ({ oldPassword, password, confirmPassword }: PasswordChangeFields): PasswordChangeErrors => {
  const errors: PasswordChangeErrors = {
    ...(oldPassword ? {} : { oldPassword: REQUIRED }),
    ...validateNewPassword(password, confirmPassword),
  };
  if (!errors.password && oldPassword && password === oldPassword) errors.password = 'account:password.sameAsOld';
  return errors;
};

import { validateNewPassword } from '@/shared/lib';

export interface PasswordChangeFields {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeFields, string>>;

export const emptyPasswordChange = (): PasswordChangeFields => ({ oldPassword: '', password: '', confirmPassword: '' });

/**
 * Spec section 5: old, new and confirm required, in the spec's words for the first two ("Please
 * input your old password!", "Please input your password!"; the confirmation's message names its
 * field by its label), the new one 6-20 letters or digits, the confirmation equal ("Passwords do
 * not match!"). A new password equal to the old one would change nothing: it is refused here too.
 */
export const validatePasswordChange = ({ oldPassword, password, confirmPassword }: PasswordChangeFields): PasswordChangeErrors => {
  const errors: PasswordChangeErrors = {
    ...(oldPassword ? {} : { oldPassword: 'account:password.oldRequired' }),
    ...validateNewPassword(password, confirmPassword),
    ...(password ? {} : { password: 'account:password.required' }),
  };
  if (!errors.password && oldPassword && password === oldPassword) errors.password = 'account:password.sameAsOld';
  return errors;
};

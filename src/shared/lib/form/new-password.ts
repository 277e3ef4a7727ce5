import { isValidPassword } from '@/shared/api';
import { REQUIRED } from './required';

export type NewPasswordErrors = Partial<
  Record<'password' | 'confirmPassword', typeof REQUIRED | 'auth:password.format' | 'auth:password.mismatch'>
>;

/**
 * Spec section 5 for a new password (registration, reset): required, 6-20 letters or digits,
 * confirmation required and equal. Answers translation keys of the `auth` namespace.
 */
export const validateNewPassword = (password: string, confirm: string): NewPasswordErrors => ({
  ...(!password ? { password: REQUIRED } : isValidPassword(password) ? {} : { password: 'auth:password.format' }),
  ...(!confirm
    ? { confirmPassword: REQUIRED }
    : confirm === password
      ? {}
      : { confirmPassword: 'auth:password.mismatch' }),
});

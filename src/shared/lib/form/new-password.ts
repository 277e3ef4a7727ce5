import { isValidPassword } from '@/shared/api';

export type NewPasswordErrors = Partial<
  Record<'password' | 'confirmPassword', 'auth:password.required' | 'auth:password.format' | 'auth:password.confirmRequired' | 'auth:password.mismatch'>
>;

/**
 * Spec section 5 for a new password (registration, reset): required, 6-20 letters or digits,
 * confirmation required and equal. Answers translation keys of the `auth` namespace.
 */
export const validateNewPassword = (password: string, confirm: string): NewPasswordErrors => ({
  ...(!password ? { password: 'auth:password.required' } : isValidPassword(password) ? {} : { password: 'auth:password.format' }),
  ...(!confirm
    ? { confirmPassword: 'auth:password.confirmRequired' }
    : confirm === password
      ? {}
      : { confirmPassword: 'auth:password.mismatch' }),
});

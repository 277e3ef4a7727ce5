import { isVerificationCode } from '@/shared/api';
import { REQUIRED } from '../form/required';

// Its own entry point: only the forms with a code carry it, not every page that uses shared/lib.

/** A typed verification code: required, 6 digits (register, recovery and account forms alike). */
export const validateCode = (code: string): typeof REQUIRED | 'auth:code.format' | null =>
  !code.trim() ? REQUIRED : isVerificationCode(code) ? null : 'auth:code.format';

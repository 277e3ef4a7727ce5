import { isVerificationCode } from '@/shared/api';

// Its own entry point: only the forms with a code carry it, not every page that uses shared/lib.

/** A typed verification code: required, 6 digits (register, recovery and account forms alike). */
export const validateCode = (code: string): 'auth:code.required' | 'auth:code.format' | null =>
  !code.trim() ? 'auth:code.required' : isVerificationCode(code) ? null : 'auth:code.format';

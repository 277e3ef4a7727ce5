import { REQUIRED } from '@/shared/lib';

export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, typeof REQUIRED>>;

/** Spec section 5: username required (message 86), password required (87), each named by its label. */
export const validateLogin = ({ username, password }: LoginFields): LoginErrors => ({
  ...(username.trim() ? {} : { username: REQUIRED }),
  ...(password ? {} : { password: REQUIRED }),
});

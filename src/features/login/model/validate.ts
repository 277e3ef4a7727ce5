export interface LoginFields {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginFields, 'auth:login.usernameRequired' | 'auth:login.passwordRequired'>>;

/** Spec section 5: username required (message 86), password required (87). */
export const validateLogin = ({ username, password }: LoginFields): LoginErrors => ({
  ...(username.trim() ? {} : { username: 'auth:login.usernameRequired' }),
  ...(password ? {} : { password: 'auth:login.passwordRequired' }),
});

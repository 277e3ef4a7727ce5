import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate';

describe('validateLogin', () => {
  it('needs a username and a password', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'auth:login.usernameRequired',
      password: 'auth:login.passwordRequired',
    });
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ username: 'demo', password: 'darts123' })).toEqual({});
  });
});

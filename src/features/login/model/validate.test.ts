import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate';

describe('validateLogin', () => {
  it('needs a username and a password', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      username: 'common:form.required',
      password: 'common:form.required',
    });
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ username: 'demo', password: 'darts123' })).toEqual({});
  });
});

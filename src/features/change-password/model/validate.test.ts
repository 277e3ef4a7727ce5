import { describe, expect, it } from 'vitest';
import { emptyPasswordChange, validatePasswordChange } from './validate';

describe('validatePasswordChange', () => {
  it("names every empty field with the spec's messages", () => {
    expect(validatePasswordChange(emptyPasswordChange())).toEqual({
      oldPassword: 'account:password.oldRequired',
      password: 'account:password.required',
      confirmPassword: 'common:form.required',
    });
  });

  it('wants 6-20 letters or digits and an equal confirmation', () => {
    expect(validatePasswordChange({ oldPassword: 'darts123', password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'auth:password.format',
    });
    expect(validatePasswordChange({ oldPassword: 'darts123', password: 'pass-word!', confirmPassword: 'pass-word!' })).toEqual({
      password: 'auth:password.format',
    });
    expect(validatePasswordChange({ oldPassword: 'darts123', password: 'newpass99', confirmPassword: 'newpass98' })).toEqual({
      confirmPassword: 'auth:password.mismatch',
    });
  });

  it('refuses a new password equal to the old one', () => {
    expect(validatePasswordChange({ oldPassword: 'darts123', password: 'darts123', confirmPassword: 'darts123' })).toEqual({
      password: 'account:password.sameAsOld',
    });
  });

  it('accepts a complete change', () => {
    expect(validatePasswordChange({ oldPassword: 'darts123', password: 'Bullseye2026', confirmPassword: 'Bullseye2026' })).toEqual({});
  });
});

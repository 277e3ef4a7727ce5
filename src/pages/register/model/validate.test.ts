import { describe, expect, it } from 'vitest';
import { emptyRegisterFields, validateRegistration, type RegisterFields } from './validate';

const filled = (overrides: Partial<RegisterFields> = {}): RegisterFields => ({
  ...emptyRegisterFields(617, '3'),
  account: 'freshplayer',
  cardNo: '8860123456789012',
  password: 'secret88',
  confirmPassword: 'secret88',
  nickname: 'Fresh',
  birth: '1998-02-03',
  email: 'fresh@example.com',
  code: '123456',
  ...overrides,
});

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(filled())).toEqual({});
  });

  it('names every required field of an empty form', () => {
    const errors = validateRegistration(emptyRegisterFields(617, '3'));
    expect(errors).toEqual({
      account: 'common:form.required',
      cardNo: 'common:form.required',
      password: 'common:form.required',
      confirmPassword: 'common:form.required',
      nickname: 'common:form.required',
      birth: 'common:form.required',
      email: 'common:form.required',
      code: 'common:form.required',
    });
  });

  it('wants a card number of exactly 16 digits, as the backend does', () => {
    for (const cardNo of ['886012345678901', '88601234567890123', '8860 1234 5678 9012', '8860-1234-5678-9012', '886012345678901x']) {
      expect(validateRegistration(filled({ cardNo }))).toEqual({ cardNo: 'auth:register.cardNoFormat' });
    }
    expect(validateRegistration(filled({ cardNo: '  ' }))).toEqual({ cardNo: 'common:form.required' });
    expect(validateRegistration(filled({ cardNo: ' 8860123456789012 ' }))).toEqual({});
  });

  it('checks the password rule and the confirmation', () => {
    expect(validateRegistration(filled({ password: 'abc', confirmPassword: 'abc' }))).toEqual({ password: 'auth:password.format' });
    expect(validateRegistration(filled({ confirmPassword: 'secret89' }))).toEqual({ confirmPassword: 'auth:password.mismatch' });
  });

  it('checks the address of the chosen channel and the code', () => {
    expect(validateRegistration(filled({ email: 'fresh@' }))).toEqual({ email: 'auth:contact.wrongFormat' });
    // By phone, the email no longer matters; the phone does.
    expect(validateRegistration(filled({ channel: 'sms', email: '', phone: '' }))).toEqual({ phone: 'common:form.required' });
    expect(validateRegistration(filled({ channel: 'sms', email: '', phone: '+86 13800000000' }))).toEqual({});
    expect(validateRegistration(filled({ code: '12345' }))).toEqual({ code: 'auth:code.format' });
  });
});

describe('text limits (api-reference section 4)', () => {
  it('wants an account of 4-20 letters, digits or _', () => {
    for (const account of ['abc', 'a'.repeat(21), '<b>admin</b>', 'dart player']) {
      expect(validateRegistration(filled({ account }))).toEqual({ account: 'auth:register.accountFormat' });
    }
    expect(validateRegistration(filled({ account: 'dart_player_01' }))).toEqual({});
  });

  it('wants a nickname and a name of at most 20 characters of plain text', () => {
    expect(validateRegistration(filled({ nickname: 'n'.repeat(21) }))).toEqual({ nickname: 'auth:register.nicknameFormat' });
    expect(validateRegistration(filled({ nickname: '<i>x</i>' }))).toEqual({ nickname: 'auth:register.nicknameFormat' });
    expect(validateRegistration(filled({ name: 'x'.repeat(21) }))).toEqual({ name: 'auth:register.nameFormat' });
    expect(validateRegistration(filled({ nickname: '🎯'.repeat(20), name: '' }))).toEqual({});
  });

  it('wants a real birth date between 1900 and today', () => {
    for (const birth of ['1998-02-30', '1899-12-31', '2999-01-01']) {
      expect(validateRegistration(filled({ birth }))).toEqual({ birth: 'auth:register.birthFormat' });
    }
  });
});

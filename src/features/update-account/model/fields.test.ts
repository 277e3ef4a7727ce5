import { describe, expect, it } from 'vitest';
import type { AccountInfo } from '@/shared/api';
import { fieldsFromAccount, toUpdateRequest, validateAccount } from './fields';

const account: AccountInfo = {
  account: 'demo',
  nickname: 'Demo Player',
  gender: 1,
  cardNo: '8860000001011234',
  birth: '1990-06-15',
  phone: '+86-13800000000',
  email: 'demo@example.com',
  homeShopId: 12,
  countryId: 617,
  languageId: '3',
  portrait: null,
  cardBindTime: '2025-01-01 10:00:00',
};

describe('the account form', () => {
  it('shows the stored phone as dial code and number', () => {
    expect(fieldsFromAccount(account)).toMatchObject({ dialCode: '+86', phone: '13800000000', homeShopId: '12', portrait: '' });
  });

  it('sends no code for unchanged addresses and the account’s own country and language', () => {
    const fields = fieldsFromAccount(account);
    expect(validateAccount(fields)).toEqual({});
    expect(toUpdateRequest(fields, 5, account)).toEqual({
      memberId: 5,
      phone: '+86-13800000000',
      phoneCode: '',
      portrait: '',
      homeShopId: 12,
      countryId: 617,
      languageId: '3',
      nickname: 'Demo Player',
      email: 'demo@example.com',
      emailCode: '',
      acceptMail: 1,
    });
  });

  it('sends the code of a changed address only, and no home shop when none is chosen', () => {
    const fields = { ...fieldsFromAccount(account), email: 'New@Example.com ', emailCode: ' 123456 ', phoneCode: '999999', homeShopId: '' };
    expect(validateAccount(fields)).toEqual({});
    expect(toUpdateRequest(fields, 5, account)).toMatchObject({ email: 'New@Example.com', emailCode: '123456', phoneCode: '', homeShopId: undefined });
  });

  it('treats an email differing only in letter case as unchanged', () => {
    expect(validateAccount({ ...fieldsFromAccount(account), email: 'Demo@Example.com' })).toEqual({});
  });

  it('allows removing the phone without a code while the email stays', () => {
    const fields = { ...fieldsFromAccount(account), phone: '' };
    expect(validateAccount(fields)).toEqual({});
    expect(toUpdateRequest(fields, 5, account).phone).toBe('');
  });

  it('refuses a nickname of more than 20 characters or with markup', () => {
    expect(validateAccount({ ...fieldsFromAccount(account), nickname: 'n'.repeat(21) })).toEqual({ nickname: 'account:info.nicknameFormat' });
    expect(validateAccount({ ...fieldsFromAccount(account), nickname: '<b>me</b>' })).toEqual({ nickname: 'account:info.nicknameFormat' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  callApi,
  forgetAccount,
  forgetPassword,
  hashPassword,
  login,
  memberCardAll,
  register,
  resetPassword,
  sendEmail,
  sendSMS,
} from '@/shared/api/wire';
import { MINUTE_MS } from '../rules/clock';
import { createManualClock, db, DEMO_LOGIN, resetFakeBackend } from '../node';
import { DEMO_MEMBER_ID, SEEDED_MEMBER_PASSWORD } from '../db/demo-member';
import { applyProviderState } from '../scenarios/provider-states';
import { clientContext } from '../test-support';
import { exportDatabase, importDatabase } from '../db/snapshot';
import { MOCK_PATHS } from '../mock-paths';
import { OUTBOX_LIMIT } from './registration';

interface OutboxMessage {
  to: string;
  kind: 'code' | 'account';
  code: string;
  account: string;
  text: string;
}

const outbox = async (to: string): Promise<OutboxMessage[]> => {
  const response = await fetch(`http://localhost/${MOCK_PATHS.outbox}?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
};
const lastCode = async (to: string) => (await outbox(to)).filter((message) => message.kind === 'code').at(-1)?.code ?? '';

const EMAIL = 'new.player@example.com';
const PHONE = '+86-13912345678';
const PASSWORD = 'newPass99';

const registration = (overrides: Partial<Parameters<typeof callApi<typeof register>>[1]> = {}) => ({
  account: 'newplayer',
  cardNo: '8860999999000001',
  password: hashPassword(PASSWORD),
  nickname: 'New Player',
  gender: 1 as const,
  acceptSMS: 1 as const,
  acceptMail: 1 as const,
  birth: '1995-04-12',
  name: 'Sam Lee',
  countryId: 617,
  languageId: '3' as const,
  email: EMAIL,
  emailCode: '',
  phone: '',
  phoneCode: '',
  ...overrides,
});
const call = <D extends Parameters<typeof callApi>[0]>(definition: D, params: unknown, language = 'en') =>
  callApi(definition, params as never, clientContext({ language }));
const logInAs = async (account: string, password = SEEDED_MEMBER_PASSWORD) =>
  (await call(login, { username: account, password: hashPassword(password) })).token;
const memberCards = (token: string, memberId: number) => callApi(memberCardAll, { memberId }, clientContext({ token }));

describe('sendEmail / sendSMS', () => {
  it('sends a 6-digit code to the developer outbox, never in the answer', async () => {
    await expect(call(sendEmail, { email: 'New.Player@Example.com' })).resolves.toBeNull();
    const [message] = await outbox(EMAIL);
    expect(message).toMatchObject({ to: EMAIL, kind: 'code', code: expect.stringMatching(/^\d{6}$/) });
    expect(message!.text).toContain(message!.code);
    await expect(call(sendSMS, { phone: '13912345678' })).resolves.toBeNull();
    expect(await lastCode(PHONE)).toMatch(/^\d{6}$/);
  });

  it('refuses a second send to the same address within 59 seconds, in the UI language', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    await call(sendEmail, { email: EMAIL });
    clock.advance(30_000);
    await expect(call(sendEmail, { email: EMAIL })).rejects.toMatchObject({
      code: 101,
      message: 'A code was sent recently. Please try again in 29 seconds',
    });
    await expect(call(sendEmail, { email: EMAIL }, 'zh-CN')).rejects.toMatchObject({ message: '验证码发送过于频繁，请 29 秒后再试' });
    await expect(call(sendEmail, { email: 'other@example.com' })).resolves.toBeNull();
    clock.advance(29_000);
    await expect(call(sendEmail, { email: EMAIL })).resolves.toBeNull();
    expect(await outbox(EMAIL)).toHaveLength(2);
  });

  it('answers a wrong format with the localised format message', async () => {
    await expect(call(sendSMS, { phone: '+86-2391234567' })).rejects.toMatchObject({
      code: 101,
      message: 'Please enter the correct format!',
    });
    await expect(call(sendEmail, { email: 'nobody@' }, 'ja')).rejects.toMatchObject({ message: '正しい形式で入力してください！' });
  });
});

describe('register', () => {
  it('creates a member with a main card who can then log in', async () => {
    await call(sendEmail, { email: EMAIL });
    await expect(call(register, registration({ emailCode: await lastCode(EMAIL) }))).resolves.toBeNull();
    const session = await call(login, { username: 'newplayer', password: hashPassword(PASSWORD) });
    expect(session).toMatchObject({ username: 'newplayer' });
    const member = db.members.findFirst((q) => q.where({ account: 'newplayer' }));
    expect(member).toMatchObject({ email: EMAIL, phone: '', gender: 1, birth: '1995-04-12', countryId: 617 });
    expect(db.cards.findFirst((q) => q.where({ cardNo: '8860999999000001' }))).toMatchObject({
      memberId: member!.memberId,
      cardId: session.mainCardId,
      isMainCard: true,
    });
  });

  it('registers with a phone code too', async () => {
    await call(sendSMS, { phone: PHONE });
    await call(register, registration({ email: '', phone: PHONE, phoneCode: await lastCode(PHONE) }));
    expect(db.members.findFirst((q) => q.where({ account: 'newplayer' }))).toMatchObject({ phone: PHONE, email: '' });
  });

  it('refuses a wrong code, and a code used once already', async () => {
    await call(sendEmail, { email: EMAIL });
    const code = await lastCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(call(register, registration({ emailCode: wrong }))).rejects.toMatchObject({
      message: 'The verification code is wrong or has already been used',
    });
    await call(register, registration({ emailCode: code }));
    // The new member's address with the code registration used: refused as used.
    await expect(call(resetPassword, { identification: EMAIL, code, password: hashPassword('again2026') })).rejects.toMatchObject({
      message: 'The verification code is wrong or has already been used',
    });
  });

  it('refuses an expired code', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    await call(sendEmail, { email: EMAIL });
    clock.advance(10 * MINUTE_MS);
    await expect(call(register, registration({ emailCode: await lastCode(EMAIL) }))).rejects.toMatchObject({
      message: 'The verification code has expired. Please request a new one',
    });
  });

  it('refuses a taken account or card number, and a missing or malformed address', async () => {
    const demoCard = db.cards.findFirst((q) => q.where({ isMainCard: true }))!;
    await call(sendEmail, { email: EMAIL });
    const emailCode = await lastCode(EMAIL);
    await expect(call(register, registration({ account: DEMO_LOGIN.account, emailCode }))).rejects.toMatchObject({
      message: 'This account name is already taken',
    });
    await expect(call(register, registration({ cardNo: demoCard.cardNo, emailCode }))).rejects.toMatchObject({
      message: 'This card number is already registered',
    });
    await expect(call(register, registration({ email: '', emailCode }))).rejects.toMatchObject({
      message: 'Please enter an email address or a phone number with its code',
    });
    await expect(call(register, registration({ email: 'bad@address', emailCode }))).rejects.toMatchObject({
      message: 'Please enter the correct format!',
    });
    // None of these used the code up.
    await expect(call(register, registration({ emailCode }))).resolves.toBeNull();
  });
});

describe('register: cards the network keeps', () => {
  it('takes a free card off the numbers free to bind, and refuses a retired one', async () => {
    const free = db.looseCards.findFirst((q) => q.where({ status: 'free' }))!;
    const retired = db.looseCards.findFirst((q) => q.where({ status: 'retired' }))!;
    await call(sendEmail, { email: EMAIL });
    const emailCode = await lastCode(EMAIL);
    await expect(call(register, registration({ cardNo: retired.cardNo, emailCode }))).rejects.toMatchObject({ code: 101 });
    expect(db.members.findFirst((q) => q.where({ account: 'newplayer' }))).toBeUndefined();

    await expect(call(register, registration({ cardNo: free.cardNo, emailCode }))).resolves.toBeNull();
    expect(db.looseCards.findFirst((q) => q.where({ cardNo: free.cardNo }))).toBeUndefined();
    expect(db.cards.findFirst((q) => q.where({ cardNo: free.cardNo }))).toMatchObject({ isMainCard: true });
  });
});

describe('register: card number and address rules', () => {
  it('refuses a card number that is not 16 digits, in the UI language, and keeps the code', async () => {
    await call(sendEmail, { email: EMAIL });
    const emailCode = await lastCode(EMAIL);
    for (const cardNo of ['886099999900000', '88609999990000012', '8860-9999-9900-0001', '886099999900000a']) {
      await expect(call(register, registration({ cardNo, emailCode }))).rejects.toMatchObject({
        code: 101,
        message: 'The card number must have 16 digits',
      });
    }
    await expect(call(register, registration({ cardNo: '12345', emailCode }), 'zh-TW')).rejects.toMatchObject({
      message: '卡號必須為 16 位數字',
    });
    expect(db.members.findFirst((q) => q.where({ account: 'newplayer' }))).toBeUndefined();
    await expect(call(register, registration({ emailCode }))).resolves.toBeNull();
  });

  it("refuses an email or a phone another member already uses, so recovery finds one member", async () => {
    const demo = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }))!;
    await call(sendEmail, { email: demo.email });
    const emailCode = await lastCode(demo.email);
    // Same address in other letter cases is the same address.
    await expect(call(register, registration({ email: demo.email.toUpperCase(), emailCode }))).rejects.toMatchObject({
      code: 101,
      message: 'This email address is already used by another account',
    });
    const withPhone = db.members.findFirst((q) => q.where({ phone: (phone) => phone !== '' }))!;
    await call(sendSMS, { phone: withPhone.phone });
    const phoneCode = await lastCode(withPhone.phone);
    const local = withPhone.phone.replace('+86-', '');
    await expect(call(register, registration({ email: '', phone: local, phoneCode }), 'ja')).rejects.toMatchObject({
      message: 'この電話番号はすでに別のアカウントで使われています',
    });
    expect(db.members.findFirst((q) => q.where({ account: 'newplayer' }))).toBeUndefined();
    // The refused attempts did not use the demo member's code: it still resets the password.
    await expect(
      call(resetPassword, { identification: demo.email, code: emailCode, password: hashPassword('fresh2026') }),
    ).resolves.toBeNull();
  }, 60_000);
});

describe('verification codes: at most 5 wrong tries', () => {
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('uses a code up at the 5th wrong try and tells the member to request a new one', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    await call(sendEmail, { email: EMAIL });
    const code = await lastCode(EMAIL);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(call(register, registration({ emailCode: wrongOf(code) }))).rejects.toMatchObject({
        message: 'The verification code is wrong or has already been used',
      });
    }
    await expect(call(register, registration({ emailCode: wrongOf(code) }))).rejects.toMatchObject({
      code: 101,
      message: 'Too many wrong codes: this code can no longer be used. Please request a new code',
    });
    // Used up: the right code no longer works either.
    await expect(call(register, registration({ emailCode: code }), 'zh-CN')).rejects.toMatchObject({
      message: '验证码错误次数过多，已失效，请重新获取验证码',
    });
    expect(db.members.findFirst((q) => q.where({ account: 'newplayer' }))).toBeUndefined();
    // A new code (after the 59 s resend wait) starts with 5 fresh tries.
    clock.advance(60_000);
    await call(sendEmail, { email: EMAIL });
    const fresh = await lastCode(EMAIL);
    await expect(call(register, registration({ emailCode: wrongOf(fresh) }))).rejects.toMatchObject({
      message: 'The verification code is wrong or has already been used',
    });
    await expect(call(register, registration({ emailCode: fresh }))).resolves.toBeNull();
  });

  it('keeps counting across a reload of the demo tab (its data saved and restored)', async () => {
    await call(sendEmail, { email: EMAIL });
    const code = await lastCode(EMAIL);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(call(register, registration({ emailCode: wrongOf(code) }))).rejects.toMatchObject({ code: 101 });
    }
    // What the browser does on reload: the data goes to IndexedDB and comes back as new records.
    const saved = JSON.parse(JSON.stringify(exportDatabase())) as ReturnType<typeof exportDatabase>;
    await importDatabase(saved);
    await expect(call(register, registration({ emailCode: wrongOf(code) }))).rejects.toMatchObject({
      message: 'Too many wrong codes: this code can no longer be used. Please request a new code',
    });
  });

  it('lets the right code through after 4 wrong tries, on every call that takes a code', async () => {
    await call(sendEmail, { email: 'demo@example.com' });
    const code = await lastCode('demo@example.com');
    const request = { identification: 'demo@example.com', password: hashPassword('fresh2026') };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await expect(call(resetPassword, { ...request, code: wrongOf(code) })).rejects.toMatchObject({ code: 101 });
    }
    const forget = { email: 'demo@example.com', phone: '', phoneCode: '', newPassword: hashPassword('fresh2026') };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await expect(call(forgetPassword, { ...forget, emailCode: wrongOf(code) })).rejects.toMatchObject({
        message: 'The verification code is wrong or has already been used',
      });
    }
    await expect(call(resetPassword, { ...request, code })).resolves.toBeNull();
  });
});

describe('provider state "card number {cardNo} is registered"', () => {
  it('binds the card to a member with room for it, never a 4th card to the demo member', async () => {
    const demoCards = db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).length;
    expect(demoCards).toBe(2);
    await applyProviderState({ state: 'card number {cardNo} is registered', params: { cardNo: '8860000000000042' } });
    const card = db.cards.findFirst((q) => q.where({ cardNo: '8860000000000042' }))!;
    expect(card.memberId).not.toBe(DEMO_MEMBER_ID);
    expect(db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }))).toHaveLength(2);
    expect(db.cards.findMany((q) => q.where({ memberId: card.memberId })).length).toBeLessThanOrEqual(3);
    // And registration then refuses that card.
    await call(sendEmail, { email: EMAIL });
    await expect(
      call(register, registration({ cardNo: '8860000000000042', emailCode: await lastCode(EMAIL) })),
    ).rejects.toMatchObject({ message: 'This card number is already registered' });
  });
});

describe('forgetAccount', () => {
  it("sends the account name to the member's address", async () => {
    await expect(call(forgetAccount, { email: 'DEMO@example.com', phone: '' })).resolves.toBeNull();
    expect(await outbox('demo@example.com')).toEqual([
      expect.objectContaining({ kind: 'account', account: DEMO_LOGIN.account }),
    ]);
  });

  it('refuses an address no member has, a wrong format and two empty fields', async () => {
    await expect(call(forgetAccount, { email: 'nobody@example.com', phone: '' })).rejects.toMatchObject({
      message: 'No account uses this email address or phone number',
    });
    await expect(call(forgetAccount, { email: '', phone: '12345' })).rejects.toMatchObject({
      message: 'Please enter the correct format!',
    });
    await expect(call(forgetAccount, { email: '', phone: '' })).rejects.toMatchObject({ code: 101 });
  });
});

describe('resetPassword / forgetPassword', () => {
  it('sets a new password with the code sent to the identification', async () => {
    await call(sendEmail, { email: 'demo@example.com' });
    const code = await lastCode('demo@example.com');
    await expect(
      call(resetPassword, { identification: 'demo@example.com', code, password: hashPassword('fresh2026') }),
    ).resolves.toBeNull();
    await expect(call(login, { username: 'demo', password: hashPassword('fresh2026') })).resolves.toMatchObject({
      username: 'demo',
    });
    await expect(call(login, { username: 'demo', password: hashPassword(DEMO_LOGIN.password) })).rejects.toMatchObject({
      code: 101,
    });
    await expect(
      call(resetPassword, { identification: 'demo@example.com', code, password: hashPassword('again2026') }),
    ).rejects.toMatchObject({ message: 'The verification code is wrong or has already been used' });
  });

  it("ends every session of the member, and no other member's", async () => {
    const demo = [await logInAs('demo', DEMO_LOGIN.password), await logInAs('demo', DEMO_LOGIN.password)];
    const other = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID + 1 }))!;
    const otherToken = await logInAs(other.account);
    await call(sendEmail, { email: 'demo@example.com' });
    await call(resetPassword, { identification: 'demo@example.com', code: await lastCode('demo@example.com'), password: hashPassword('fresh2026') });
    for (const token of demo) await expect(memberCards(token, DEMO_MEMBER_ID)).rejects.toMatchObject({ code: 198 });
    await expect(memberCards(otherToken, other.memberId)).resolves.not.toHaveLength(0);
  });

  it('refuses a wrong code, an unknown address and a wrong format', async () => {
    await call(sendEmail, { email: 'demo@example.com' });
    const code = await lastCode('demo@example.com');
    await expect(
      call(resetPassword, { identification: 'demo@example.com', code: code === '123456' ? '654321' : '123456', password: hashPassword('x12345') }),
    ).rejects.toMatchObject({ message: 'The verification code is wrong or has already been used' });
    await expect(
      call(resetPassword, { identification: 'ghost@example.com', code, password: hashPassword('x12345') }),
    ).rejects.toMatchObject({ message: 'No account uses this email address or phone number' });
    await expect(call(resetPassword, { identification: '999', code, password: hashPassword('x12345') })).rejects.toMatchObject({
      message: 'Please enter the correct format!',
    });
  });

  it('forgetPassword does the same with the email-or-phone pair', async () => {
    const member = db.members.findFirst((q) => q.where({ phone: (phone) => phone !== '' }))!;
    await call(sendSMS, { phone: member.phone });
    const phoneCode = await lastCode(member.phone);
    await expect(
      call(forgetPassword, { email: '', emailCode: '', phone: member.phone, phoneCode, newPassword: hashPassword('byPhone1') }),
    ).resolves.toBeNull();
    await expect(call(login, { username: member.account, password: hashPassword('byPhone1') })).resolves.toMatchObject({
      username: member.account,
    });
  });

  it('forgetPassword ends every session of the member too', async () => {
    const member = db.members.findFirst((q) => q.where({ phone: (phone) => phone !== '' }))!;
    const token = await logInAs(member.account);
    await call(sendSMS, { phone: member.phone });
    const phoneCode = await lastCode(member.phone);
    await call(forgetPassword, { email: '', emailCode: '', phone: member.phone, phoneCode, newPassword: hashPassword('byPhone1') });
    await expect(memberCards(token, member.memberId)).rejects.toMatchObject({ code: 198 });
  });
});

describe('the empty scenario', () => {
  it('still registers, sends codes and resets passwords', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await call(sendEmail, { email: EMAIL });
    await expect(call(register, registration({ emailCode: await lastCode(EMAIL) }))).resolves.toBeNull();
    await call(sendEmail, { email: 'demo@example.com' });
    const code = await lastCode('demo@example.com');
    await expect(call(resetPassword, { identification: 'demo@example.com', code, password: hashPassword('fresh2026') })).resolves.toBeNull();
  });
});

describe('the outbox', () => {
  it(`keeps the newest ${OUTBOX_LIMIT} messages, and their codes still work`, async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const addresses = Array.from({ length: OUTBOX_LIMIT + 20 }, (_, index) => `player${index}@example.com`);
    for (const email of addresses) await callApi(sendEmail, { email }, clientContext());
    expect(db.outbox.count()).toBe(OUTBOX_LIMIT);
    await expect(outbox(addresses[0]!)).resolves.toEqual([]);
    const newest = addresses.at(-1)!;
    const code = await lastCode(newest);
    await expect(
      callApi(register, registration({ email: newest, emailCode: code }), clientContext()),
    ).resolves.toBeNull();
    info.mockRestore();
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { getAccountInfo, hashPassword, insertTemplate, register, setUpAwardMessage, templateList, updateAccountInfo, updateTemplate } from '@/shared/api/wire';
import { db, DEMO_MEMBER_ID } from '../node';
import { emptySlots } from '../db/factories';
import { call, logInDemo, rawCall } from '../test-support';

/*
 * api-reference section 4: plain text (names, nicknames, template names, award messages) holds
 * no invisible or direction-control characters and is not only white space. Every field of that
 * kind, over the handlers, as a client that skips the portal's own checks sends it.
 */

const INVISIBLE = [
  ['a zero-width space', 'Demo\u200BPlayer'],
  ['a right-to-left mark', 'Demo\u200F'],
  ['a right-to-left override', '\u202EreyalP'],
  ['a first-strong isolate', '\u2068Demo\u2069'],
  ['a byte order mark', '\uFEFFDemo'],
  ['a tag character', 'Demo\u{E0041}'],
  ['a lone surrogate', 'Demo\uD83C'],
  ['only invisible characters', '\u200B\u200C\u200D'],
  ['only white space', ' \u3000 '],
] as const;

const json = (token: string | null, body: unknown) => ({
  headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
  form: JSON.stringify(body),
});

const registration = (overrides: Record<string, unknown>) => ({
  account: 'invisible_ink',
  cardNo: '8860999999000001',
  password: hashPassword('secret12'),
  nickname: 'Visible',
  gender: 1,
  acceptSMS: 1,
  acceptMail: 1,
  birth: '1995-04-12',
  name: '',
  countryId: 617,
  languageId: '3',
  email: 'invisible@example.com',
  emailCode: '123456',
  phone: '',
  phoneCode: '',
  ...overrides,
});

describe('plain-text fields refuse invisible and direction-control characters', () => {
  it.each(INVISIBLE)('register refuses a nickname or a name with %s (101 naming the field) and creates no member', async (_, text) => {
    const members = db.members.count();
    expect(await rawCall(register.path, json(null, registration({ nickname: text })))).toMatchObject({ code: 101, msg: 'Invalid parameter: nickname' });
    expect(await rawCall(register.path, json(null, registration({ name: text })))).toMatchObject({ code: 101, msg: 'Invalid parameter: name' });
    expect(db.members.count()).toBe(members);
  });

  it.each(INVISIBLE)('updateAccountInfo refuses a nickname with %s and keeps the old one', async (_, text) => {
    const token = await logInDemo();
    const body = { memberId: DEMO_MEMBER_ID, countryId: 617, email: 'demo@example.com', nickname: text, acceptMail: 1 };
    expect(await rawCall(updateAccountInfo.path, json(token, body))).toMatchObject({ code: 101, msg: 'Invalid parameter: nickname' });
    expect(await call(getAccountInfo, { memberId: DEMO_MEMBER_ID }, token)).toMatchObject({ nickname: 'Demo Player' });
  });

  it.each(INVISIBLE)('itemtemplate insert and update refuse a name with %s and save nothing', async (_, text) => {
    const token = await logInDemo();
    const before = await call(templateList, {}, token);
    expect(await rawCall(insertTemplate.path, json(token, { name: text, itemIds: emptySlots() }))).toMatchObject({ code: 101, msg: 'Invalid parameter: name' });
    expect(await rawCall(updateTemplate.path, json(token, { id: before[0]!.id, name: text, itemIds: emptySlots() }))).toMatchObject({ code: 101, msg: 'Invalid parameter: name' });
    expect(await call(templateList, {}, token)).toEqual(before);
  });

  it.each(INVISIBLE.filter(([name]) => name !== 'only white space'))('setUpAwardMessage refuses a message with %s and keeps the saved ones', async (_, text) => {
    const token = await logInDemo();
    const before = db.awardMessages.all();
    const answer = await rawCall(setUpAwardMessage.path, {
      headers: { Authorization: token },
      form: new URLSearchParams({ memberId: String(DEMO_MEMBER_ID), message: JSON.stringify({ lowTon: text }) }).toString(),
    });
    expect(answer).toMatchObject({ code: 101, msg: 'Award messages must use the 8 known awards, each plain text of at most 20 characters' });
    expect(db.awardMessages.all()).toEqual(before);
  });

  it('still takes names in every language and emoji written with joiners', async () => {
    const token = await logInDemo();
    const body = { memberId: DEMO_MEMBER_ID, countryId: 617, email: 'demo@example.com', nickname: 'ダーツ\u{1F3F3}\uFE0F\u200D\u{1F308}', acceptMail: 1 };
    expect(await rawCall(updateAccountInfo.path, json(token, body))).toMatchObject({ code: 100 });
    expect(await rawCall(insertTemplate.path, json(token, { name: '夜の\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', itemIds: emptySlots() }))).toMatchObject({ code: 100 });
  });
});

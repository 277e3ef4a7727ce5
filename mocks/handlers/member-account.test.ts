// @vitest-environment node
// Node's own FormData and Blob: jsdom's cannot be sent by Node's fetch (multipart uploads).
import { describe, expect, it } from 'vitest';
import {
  callApi,
  friendList,
  gameRanking,
  getAccountInfo,
  getAwardMessage,
  hashPassword,
  login,
  memberCardAll,
  sendEmail,
  sendSMS,
  setUpAwardMessage,
  updateAccountInfo,
  updatePassword,
  uploadAbsolutelyPictures,
  type AccountInfo,
  type CallDefinition,
} from '@/shared/api/wire';
import { demoCircle } from '../db/demo-circle';
import { SEEDED_MEMBER_PASSWORD } from '../db/demo-member';
import { DEMO_AWARD_MESSAGES } from '../db/seed-social';
import { MAX_UPLOAD_IMAGE_BYTES } from '../rules/limits';
import { db, DEMO_LOGIN, DEMO_MEMBER_ID } from '../node';
import { clientContext, pngHeader } from '../test-support';

const ORIGIN = 'http://localhost';
const context = (token: string | null, language = 'en') => clientContext({ origin: ORIGIN, token, language });
const call = <D extends CallDefinition>(definition: D, params: unknown, token: string | null, language = 'en') =>
  callApi(definition, params as never, context(token, language));

const logIn = async (account: string, password: string = SEEDED_MEMBER_PASSWORD) =>
  (await callApi(login, { username: account, password: hashPassword(password) }, context(null))).token;
const logInDemo = () => logIn(DEMO_LOGIN.account, DEMO_LOGIN.password);
const memberOf = (memberId: number) => db.members.findFirst((q) => q.where({ memberId }))!;

const accountInfo = (token: string, memberId = DEMO_MEMBER_ID) => call(getAccountInfo, { memberId }, token);

/** updateAccountInfo as the settings form sends it: what getAccountInfo answered, with the changes typed in. */
const save = (token: string, info: AccountInfo, changes: Record<string, unknown> = {}, memberId = DEMO_MEMBER_ID) =>
  call(
    updateAccountInfo,
    {
      memberId,
      phone: info.phone ?? '',
      phoneCode: '',
      portrait: info.portrait ?? '',
      ...(info.homeShopId === null ? {} : { homeShopId: info.homeShopId }),
      countryId: info.countryId,
      languageId: info.languageId,
      nickname: info.nickname,
      email: info.email ?? '',
      emailCode: '',
      acceptMail: 1,
      ...changes,
    },
    token,
  );

const codeSentTo = (to: string) => db.outbox.all().filter((entry) => entry.to === to && entry.kind === 'code').at(-1)!.code;

const image = (signature: ArrayLike<number> | string, size = 64): Blob => {
  const bytes = new Uint8Array(size);
  bytes.set(typeof signature === 'string' ? [...signature].map((char) => char.charCodeAt(0)) : signature);
  return new Blob([bytes], { type: 'application/octet-stream' });
};
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PNG = pngHeader(64, 64);
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 64, 0, 64, 1, 1, 0x11, 0];
const upload = (token: string | null, picture: Blob = image(PNG), name = 'portrait.png', language = 'en') => {
  const file = new File([picture], name, { type: picture.type });
  return call(uploadAbsolutelyPictures, { image: file, path: 1 }, token, language);
};

describe('every account settings call', () => {
  it.each([
    [getAccountInfo, { memberId: DEMO_MEMBER_ID }],
    [updateAccountInfo, { memberId: DEMO_MEMBER_ID, countryId: 617, nickname: 'Visitor', acceptMail: 1 }],
    [updatePassword, { memberId: DEMO_MEMBER_ID, oldPassword: hashPassword('darts123'), newPassword: hashPassword('other123') }],
    [getAwardMessage, { memberId: DEMO_MEMBER_ID }],
    [setUpAwardMessage, { memberId: DEMO_MEMBER_ID, message: '{}' }],
  ] as const)('%# answers a visitor 198 and changes nothing', async (definition, params) => {
    const before = memberOf(DEMO_MEMBER_ID);
    await expect(call(definition, params, null)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    expect(memberOf(DEMO_MEMBER_ID)).toEqual(before);
  });

  it('uploadAbsolutelyPictures answers a visitor 198 and stores nothing', async () => {
    await expect(upload(null)).rejects.toMatchObject({ code: 198 });
    expect(db.uploads.count()).toBe(0);
  });

  it.each([
    [getAccountInfo, { memberId: DEMO_MEMBER_ID + 1 }],
    [updateAccountInfo, { memberId: DEMO_MEMBER_ID + 1, countryId: 617, nickname: 'Taken Over', acceptMail: 1 }],
    [updatePassword, { memberId: DEMO_MEMBER_ID + 1, oldPassword: hashPassword('darts123'), newPassword: hashPassword('other123') }],
    [getAwardMessage, { memberId: DEMO_MEMBER_ID + 1 }],
    [setUpAwardMessage, { memberId: DEMO_MEMBER_ID + 1, message: '{"lowTon":"mine now"}' }],
  ] as const)("%# refuses another member's memberId with 101 and changes nothing", async (definition, params) => {
    const token = await logInDemo();
    const before = { member: memberOf(DEMO_MEMBER_ID + 1), messages: db.awardMessages.all() };
    await expect(call(definition, params, token)).rejects.toMatchObject({ code: 101, message: 'Not your account' });
    expect({ member: memberOf(DEMO_MEMBER_ID + 1), messages: db.awardMessages.all() }).toEqual(before);
  });
});

describe('/rpi/websitsMember/getAccountInfo', () => {
  it("answers the member's fields, the main card's number and its bind time as the backend's date text", async () => {
    const token = await logInDemo();
    const member = memberOf(DEMO_MEMBER_ID);
    const card = db.cards.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID, isMainCard: true }))!;
    expect(await accountInfo(token)).toEqual({
      account: 'demo',
      nickname: 'Demo Player',
      gender: 1,
      cardNo: card.cardNo,
      birth: '1990-06-15',
      phone: '',
      email: 'demo@example.com',
      homeShopId: member.homeShopId ?? null,
      countryId: 617,
      languageId: '3',
      portrait: member.portrait ?? null,
      // The English-speaking country writes its dates in UTC.
      cardBindTime: new Date(card.boundAt).toISOString().slice(0, 19).replace('T', ' '),
    });
  });
});

describe('/rpi/websitsMember/updateAccountInfo', () => {
  it('saves a new nickname without any code, and the member shows it everywhere: account, cards, friends, rankings', async () => {
    // A ranked member, so the rankings show the change too.
    const ranked = (await call(gameRanking, { gameType: 400 }, null)).thisMonth[0]!;
    const member = db.members.all().find((entry) => entry.nickname === ranked.memberName && (entry.portrait ?? '') === ranked.portrait)!;
    const token = await logIn(member.account);
    await save(token, await accountInfo(token, member.memberId), { nickname: '  Bullseye Betty ' }, member.memberId);

    expect(await accountInfo(token, member.memberId)).toMatchObject({ nickname: 'Bullseye Betty' });
    const cards = await call(memberCardAll, { memberId: member.memberId }, token);
    expect(cards.map((card) => card.name)).toEqual(cards.map(() => 'Bullseye Betty'));
    const names = (await call(gameRanking, { gameType: 400 }, null)).thisMonth.map((row) => row.memberName);
    expect(names).toContain('Bullseye Betty');
    expect(names).not.toContain(member.nickname);
  });

  it("shows the demo member's new nickname and portrait in a friend's list and removes the portrait with an empty value", async () => {
    const token = await logInDemo();
    const url = await upload(token);
    await save(token, await accountInfo(token), { nickname: 'Double Top', portrait: url });
    expect(await accountInfo(token)).toMatchObject({ nickname: 'Double Top', portrait: url });
    expect((await call(memberCardAll, { memberId: DEMO_MEMBER_ID }, token)).map((card) => card.portrait)).toEqual(
      db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map(() => url),
    );
    const friend = demoCircle(db.members.all()).friends[0]!;
    const friendToken = await logIn(memberOf(friend).account);
    const rows = (await call(friendList, { memberId: friend, status: 1, type: 0, friendName: '', pageNum: 1, pageSize: 999 }, friendToken)).list;
    expect(rows.find((row) => row.friendId === DEMO_MEMBER_ID)).toMatchObject({ friendName: 'Double Top', friendPortrait: url });

    await save(token, await accountInfo(token), { portrait: '' });
    expect(await accountInfo(token)).toMatchObject({ portrait: null });
    // No portrait: the backend writes null or an empty text.
    expect((await call(memberCardAll, { memberId: DEMO_MEMBER_ID }, token)).map((card) => card.portrait || null)).toEqual(
      db.cards.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID })).map(() => null),
    );
  });

  it('takes a home shop of the member\'s country, the language of the country when none is given, and refuses another country\'s shop or country', async () => {
    const token = await logInDemo();
    const info = await accountInfo(token);
    const own = db.shops.findFirst((q) => q.where({ countryId: 617 }))!;
    const foreign = db.shops.findFirst((q) => q.where({ countryId: 208 }))!;
    await save(token, info, { homeShopId: own.shopId, languageId: undefined });
    expect(await accountInfo(token)).toMatchObject({ homeShopId: own.shopId, languageId: '3' });
    await expect(save(token, info, { homeShopId: foreign.shopId })).rejects.toMatchObject({ code: 101, message: 'The home shop must be a shop of your country' });
    await expect(save(token, info, { countryId: 208 })).rejects.toMatchObject({ code: 101, message: 'The country cannot be changed' });
    expect(await accountInfo(token)).toMatchObject({ homeShopId: own.shopId, countryId: 617 });
  });

  it('changes the phone with the code sent to the new phone, once; a wrong or missing code changes nothing', async () => {
    const token = await logInDemo();
    const info = await accountInfo(token);
    await expect(save(token, info, { phone: '+86-13911112222' })).rejects.toMatchObject({ message: 'Please enter the code sent to the new phone number' });
    await call(sendSMS, { phone: '+86-13911112222' }, null);
    const code = codeSentTo('+86-13911112222');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(save(token, info, { phone: '+86-13911112222', phoneCode: wrong })).rejects.toMatchObject({ message: 'The verification code is wrong or has already been used' });
    expect(await accountInfo(token)).toMatchObject({ phone: '' });
    await save(token, info, { phone: '13911112222', phoneCode: code });
    expect(await accountInfo(token)).toMatchObject({ phone: '+86-13911112222' });
    // Used up: removed, the phone cannot come back with the same code.
    await save(token, info, { phone: '' });
    await expect(save(token, info, { phone: '+86-13911112222', phoneCode: code })).rejects.toMatchObject({
      message: 'The verification code is wrong or has already been used',
    });
    expect(await accountInfo(token)).toMatchObject({ phone: '' });
  });

  it('spends neither code when one of two is wrong', async () => {
    const token = await logInDemo();
    const info = await accountInfo(token);
    await call(sendSMS, { phone: '+86-13911112222' }, null);
    await call(sendEmail, { email: 'double.top@example.com' }, null);
    const phoneCode = codeSentTo('+86-13911112222');
    const emailCode = codeSentTo('double.top@example.com');
    const wrong = emailCode === '000000' ? '111111' : '000000';
    const changes = { phone: '+86-13911112222', phoneCode, email: 'double.top@example.com' };
    await expect(save(token, info, { ...changes, emailCode: wrong })).rejects.toMatchObject({ code: 101 });
    expect(await accountInfo(token)).toMatchObject({ phone: '', email: 'demo@example.com' });
    await save(token, info, { ...changes, emailCode });
    expect(await accountInfo(token)).toMatchObject({ phone: '+86-13911112222', email: 'double.top@example.com' });
  });

  it("refuses another member's phone or email and a wrong format, in the request's language", async () => {
    const token = await logInDemo();
    const info = await accountInfo(token);
    const other = db.members.all().find((member) => member.memberId !== DEMO_MEMBER_ID && member.phone !== '')!;
    await expect(save(token, info, { email: other.email.toUpperCase(), emailCode: '123456' })).rejects.toMatchObject({
      message: 'This email address is already used by another account',
    });
    await expect(save(token, info, { phone: other.phone, phoneCode: '123456' })).rejects.toMatchObject({
      message: 'This phone number is already used by another account',
    });
    await expect(save(token, info, { phone: '000-12345678', phoneCode: '123456' })).rejects.toMatchObject({ message: 'Please enter the correct format!' });
    await expect(save(token, info, { email: 'demo@', emailCode: '123456' })).rejects.toMatchObject({ message: 'Please enter the correct format!' });
    await expect(call(updateAccountInfo, { memberId: DEMO_MEMBER_ID, countryId: 617, nickname: 'Demo Player', email: 'demo@', acceptMail: 1 }, token, 'zh-TW')).rejects.toMatchObject({
      message: '請輸入正確的格式！',
    });
    await expect(save(token, info, { email: '' })).rejects.toMatchObject({ message: 'Keep an email address or a phone number on your account' });
    expect(await accountInfo(token)).toEqual(info);
  });

  it('refuses a portrait that is not the member\'s own upload, and a nickname that is not plain text', async () => {
    const token = await logInDemo();
    const info = await accountInfo(token);
    const other = demoCircle(db.members.all()).friends[0]!;
    const theirs = await upload(await logIn(memberOf(other).account));
    await expect(save(token, info, { portrait: theirs })).rejects.toMatchObject({ message: 'The portrait must be an image you uploaded' });
    await expect(save(token, info, { portrait: 'https://tracker.example/pixel.gif' })).rejects.toMatchObject({ message: 'The portrait must be an image you uploaded' });
    // The portal checks nicknames before sending; the backend checks them again.
    for (const nickname of ['<b>Boss</b>', 'x'.repeat(21), '   ']) {
      const answer = await fetch(`${ORIGIN}${updateAccountInfo.path}`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ memberId: DEMO_MEMBER_ID, countryId: 617, email: 'demo@example.com', nickname, acceptMail: 1 }),
      });
      expect(await answer.json()).toMatchObject({ code: 101, msg: 'Invalid parameter: nickname' });
    }
    expect(await accountInfo(token)).toEqual(info);
  });
});

describe('/rpi/websitsMember/updatePassword', () => {
  it('needs the old password; afterwards only the new one logs in', async () => {
    const token = await logInDemo();
    const oldHash = hashPassword(DEMO_LOGIN.password);
    const newHash = hashPassword('treble20');
    await expect(call(updatePassword, { memberId: DEMO_MEMBER_ID, oldPassword: hashPassword('guess1'), newPassword: newHash }, token)).rejects.toMatchObject({
      code: 101,
      message: 'The old password is incorrect',
    });
    await expect(logIn('demo', 'treble20')).rejects.toMatchObject({ code: 101 });
    await call(updatePassword, { memberId: DEMO_MEMBER_ID, oldPassword: oldHash, newPassword: newHash }, token);
    await expect(logIn('demo', DEMO_LOGIN.password)).rejects.toMatchObject({ code: 101, message: 'Account or password is incorrect' });
    await expect(logIn('demo', 'treble20')).resolves.toMatch(/^[0-9a-f]{32}$/);
  });

  it("ends the member's other sessions; the one that changed it stays, and other members' stay", async () => {
    const token = await logInDemo();
    const [phone, tablet] = [await logInDemo(), await logInDemo()];
    const friend = await logIn(memberOf(demoCircle(db.members.all()).friends[0]!).account);
    await call(updatePassword, { memberId: DEMO_MEMBER_ID, oldPassword: hashPassword(DEMO_LOGIN.password), newPassword: hashPassword('treble20') }, token);
    for (const other of [phone, tablet]) await expect(accountInfo(other)).rejects.toMatchObject({ code: 198 });
    await expect(accountInfo(token)).resolves.toMatchObject({ account: 'demo' });
    await expect(call(memberCardAll, { memberId: demoCircle(db.members.all()).friends[0]! }, friend)).resolves.not.toHaveLength(0);
  });

  it('ends no session when the old password is wrong', async () => {
    const [token, phone] = [await logInDemo(), await logInDemo()];
    await expect(call(updatePassword, { memberId: DEMO_MEMBER_ID, oldPassword: hashPassword('guess1'), newPassword: hashPassword('treble20') }, token)).rejects.toMatchObject({ code: 101 });
    await expect(accountInfo(phone)).resolves.toMatchObject({ account: 'demo' });
  });
});

describe('/rpi/picture/uploadAbsolutelyPictures', () => {
  it("stores an image and answers an absolute URL on the backend's own origin, which serves its bytes with their type, nosniff and a sandboxing policy", async () => {
    const token = await logInDemo();
    const png = image(PNG, 300);
    const url = await upload(token, png);
    expect(url).toMatch(/^http:\/\/localhost\/rpi\/picture\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Opened on its own (a link, a new tab), the file may run nothing and reach nothing.
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await png.arrayBuffer()));
    expect((await fetch(url.replace('.png', '.gif'))).status).toBe(404);
    expect((await fetch(`${ORIGIN}/rpi/picture/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  it('recognises the image by its bytes, not its name or declared type', async () => {
    const token = await logInDemo();
    expect(await upload(token, image(JPEG), 'photo.png')).toMatch(/\.jpg$/);
    expect(await upload(token, image([...ascii('GIF89a'), 64, 0, 64, 0]), 'anim.txt')).toMatch(/\.gif$/);
    expect(await upload(token, image([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8X'), 10, 0, 0, 0, 0, 0, 0, 0, 63, 0, 0, 63, 0, 0]), 'x')).toMatch(/\.webp$/);
    const page = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], { type: 'image/png' });
    await expect(upload(token, page, 'portrait.png')).rejects.toMatchObject({ code: 101, message: 'Only PNG, JPEG, WebP or GIF images can be uploaded' });
  });

  it('refuses an image over 2 MB with a message naming the limit', async () => {
    const token = await logInDemo();
    const before = db.uploads.count();
    await expect(upload(token, image(PNG, MAX_UPLOAD_IMAGE_BYTES + 1))).rejects.toMatchObject({ code: 101, message: 'The image must be at most 2 MB' });
    expect(db.uploads.count()).toBe(before);
    await expect(upload(token, image(PNG, MAX_UPLOAD_IMAGE_BYTES))).resolves.toMatch(/\.png$/);
  });

  it('refuses a picture declared larger than 4096 × 4096 px, however small its file, with a message naming the limit', async () => {
    const token = await logInDemo();
    const before = db.uploads.count();
    // A few hundred bytes that a browser would decode into 1.6 GB.
    await expect(upload(token, image(pngHeader(20_000, 20_000), 400))).rejects.toMatchObject({ code: 101, message: 'The image must be at most 4096 × 4096 pixels' });
    await expect(upload(token, image(pngHeader(4097, 16)))).rejects.toMatchObject({ code: 101, message: 'The image must be at most 4096 × 4096 pixels' });
    await expect(upload(token, image(pngHeader(20_000, 20_000), 400), 'big.png', 'ja')).rejects.toMatchObject({ message: '画像は 4096 × 4096 ピクセル以下にしてください' });
    await expect(upload(token, image([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).rejects.toMatchObject({ code: 101, message: "The image's width and height cannot be read" });
    expect(db.uploads.count()).toBe(before);
    await expect(upload(token, image(pngHeader(4096, 4096)))).resolves.toMatch(/\.png$/);
  });

  it("keeps only each member's newest upload and the portrait in use", async () => {
    const token = await logInDemo();
    const inUse = await upload(token);
    await save(token, await accountInfo(token), { portrait: inUse });
    const first = await upload(token);
    const second = await upload(token);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    expect((await fetch(inUse)).status).toBe(200);
    expect(db.uploads.findMany((q) => q.where({ memberId: DEMO_MEMBER_ID }))).toHaveLength(2);
  });
});

describe('award messages', () => {
  it("answer the demo member's seeded messages, and null for a member who never set theirs", async () => {
    const token = await logInDemo();
    const { awardMessage } = await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, token);
    expect(JSON.parse(awardMessage!)).toEqual(DEMO_AWARD_MESSAGES);
    const other = memberOf(DEMO_MEMBER_ID + 1);
    expect(await call(getAwardMessage, { memberId: other.memberId }, await logIn(other.account))).toEqual({ awardMessage: null });
  });

  it('are saved in their normalised form and read back', async () => {
    const token = await logInDemo();
    await call(setUpAwardMessage, { memberId: DEMO_MEMBER_ID, message: '{"nineMark":"  Nine! ","thereInABed":"三連"}' }, token);
    const { awardMessage } = await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, token);
    expect(awardMessage).toBe('{"lowTon":"","hatTrick":"","highTon":"","ton80":"","thereInABed":"三連","whiteHorse":"","thereInABlack":"","nineMark":"Nine!"}');
  });

  it.each([
    ['a malformed string', '{"lowTon":"Nice"'],
    ['an unknown key', '{"threeInABed":"Nice"}'],
    ['a text of 21 characters', `{"lowTon":"${'a'.repeat(21)}"}`],
    ['markup', '{"lowTon":"<img src=x>"}'],
  ])('refuse %s and keep the saved ones', async (_, message) => {
    const token = await logInDemo();
    const before = await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, token);
    await expect(call(setUpAwardMessage, { memberId: DEMO_MEMBER_ID, message }, token)).rejects.toMatchObject({
      code: 101,
      message: 'Award messages must use the 8 known awards, each plain text of at most 20 characters',
    });
    expect(await call(getAwardMessage, { memberId: DEMO_MEMBER_ID }, token)).toEqual(before);
  });
});

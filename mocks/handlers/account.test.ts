import { describe, expect, it, vi } from 'vitest';
import { callApi, countryList, hashPassword, login, memberCardAll, officialNewsList } from '@/shared/api/wire';
import { HOUR_MS, MINUTE_MS } from '../rules/clock';
import { createManualClock, DEMO_LOGIN, DEMO_MAIN_CARD_ID, DEMO_MEMBER_ID, resetFakeBackend } from '../node';
import { clientContext, rawCall } from '../test-support';

const rightPassword = hashPassword(DEMO_LOGIN.password);
const wrongPassword = hashPassword('not-the-password');
const loginDemo = (password = rightPassword, language = 'en') =>
  callApi(login, { username: DEMO_LOGIN.account, password }, clientContext({ language }));
const newsPage = (token: string | null) =>
  callApi(
    officialNewsList,
    { category: 0, title: '', countryId: 617, pageNum: 1, pageSize: 5 },
    clientContext({ token }),
  );

const cardsOf = (token: string | null) => callApi(memberCardAll, { memberId: DEMO_MEMBER_ID }, clientContext({ token }));

describe('/rps/login', () => {
  it('logs the demo member in with a fresh token', async () => {
    const result = await loginDemo();
    expect(result).toMatchObject({ username: 'demo', memberId: DEMO_MEMBER_ID, mainCardId: DEMO_MAIN_CARD_ID });
    expect(result.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await loginDemo()).token).not.toBe(result.token);
  });

  it('refuses a wrong password with a localised message', async () => {
    await expect(loginDemo(wrongPassword)).rejects.toMatchObject({
      kind: 'rejected',
      code: 101,
      message: 'Account or password is incorrect',
    });
    await expect(loginDemo(wrongPassword, 'ja')).rejects.toMatchObject({
      message: 'アカウントまたはパスワードが正しくありません',
    });
  });

  it('refuses an unknown account with the same message', async () => {
    const attempt = callApi(login, { username: 'nobody', password: rightPassword }, clientContext({ language: 'zh-TW' }));
    await expect(attempt).rejects.toMatchObject({ code: 101, message: '帳號或密碼錯誤' });
  });

  it('locks the account for 15 minutes after 5 failures, even for the right password', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(loginDemo(wrongPassword)).rejects.toMatchObject({ message: 'Account or password is incorrect' });
      clock.advance(MINUTE_MS);
    }
    const locked = 'Account locked for 15 minutes after 5 failed attempts';
    await expect(loginDemo(wrongPassword)).rejects.toMatchObject({ code: 101, message: locked });
    clock.advance(14 * MINUTE_MS);
    await expect(loginDemo()).rejects.toMatchObject({ code: 101, message: locked });
    clock.advance(MINUTE_MS);
    await expect(loginDemo()).resolves.toMatchObject({ memberId: DEMO_MEMBER_ID });
  });

  it('forgets earlier failures after a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await loginDemo(wrongPassword).catch(() => undefined);
    await loginDemo();
    for (let attempt = 0; attempt < 4; attempt += 1) await loginDemo(wrongPassword).catch(() => undefined);
    await expect(loginDemo()).resolves.toMatchObject({ username: 'demo' });
  });

  it('reads the parameters from the query string as older clients sent them', async () => {
    const envelope = await rawCall('/rps/login', { query: `username=demo&password=${rightPassword}` });
    expect(envelope).toMatchObject({ code: 100, msg: 'Success', data: { memberId: DEMO_MEMBER_ID } });
  });

  it('answers 101 naming the field when the request schema fails', async () => {
    const envelope = await rawCall('/rps/login', { form: 'username=demo&password=darts123' });
    expect(envelope).toEqual({ code: 101, msg: 'Invalid parameter: password', data: null });
  });

  it('answers in Simplified Chinese without Accept-Language', async () => {
    const envelope = await rawCall('/rps/login', { form: 'username=&password=x', headers: { 'Accept-Language': '' } });
    expect(envelope.msg).toBe('参数无效：username');
  });
});

describe('/rps/countrylist', () => {
  it('lists the four countries', async () => {
    await expect(callApi(countryList, {}, clientContext())).resolves.toEqual([
      { countryId: 208, countryName: '中国', countryCode: 'CN' },
      { countryId: 19464, countryName: '香港', countryCode: 'HK' },
      { countryId: 617, countryName: 'English', countryCode: 'EN' },
      { countryId: 17829, countryName: '日本', countryCode: 'JP' },
    ]);
  });

  it('is public: a stale token does not matter on /rps/', async () => {
    await expect(callApi(countryList, {}, clientContext({ token: 'stale' }))).resolves.toHaveLength(4);
  });
});

describe('tokens', () => {
  it('public calls ignore a token the backend does not know', async () => {
    await expect(newsPage('bogus-token')).resolves.toMatchObject({ total: 48 });
  });

  it('a member call accepts a live token and expires it after two hours without a call', async () => {
    const clock = createManualClock(Date.UTC(2026, 5, 1, 10));
    await resetFakeBackend({ clock });
    const { token } = await loginDemo();
    clock.advance(2 * HOUR_MS - 1);
    await expect(cardsOf(token)).resolves.toHaveLength(2);
    // That call refreshed the session, and so does a public call: almost two more hours are fine.
    clock.advance(2 * HOUR_MS - 1);
    await expect(newsPage(token)).resolves.toMatchObject({ total: 48 });
    clock.advance(2 * HOUR_MS - 1);
    await expect(cardsOf(token)).resolves.toHaveLength(2);
    clock.advance(2 * HOUR_MS);
    await expect(cardsOf(token)).rejects.toMatchObject({ kind: 'unauthorized', code: 198, message: 'Please login and check!' });
    // Expired for member calls, and still nothing to public ones.
    await expect(newsPage(token)).resolves.toMatchObject({ total: 48 });
  });

  it('treats a new token as expired at once in the expired-session scenario', async () => {
    await resetFakeBackend({ scenario: 'expired-session' });
    const { token } = await loginDemo();
    await expect(cardsOf(token)).rejects.toMatchObject({ kind: 'unauthorized', code: 198 });
    await expect(newsPage(token)).resolves.toMatchObject({ total: 48 });
  });
});

describe('calls without a handler', () => {
  // Every call of the API reference has a handler now: a path of a member area it does not list.
  const unlisted = '/rpi/item/history';

  it('answer a member a plain 404 that names the path, and tell the developer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { token } = await loginDemo();
    const response = await fetch(`http://localhost${unlisted}`, { method: 'POST', headers: { Authorization: token } });
    expect(response.status).toBe(404);
    await expect(response.text()).resolves.toBe(`No call at ${unlisted}\n`);
    expect(warn).toHaveBeenCalledWith(`[fake backend] no call at POST ${unlisted}`);
    warn.mockRestore();
  });

  it('answer a visitor 198 on a member path, as built member calls do', async () => {
    for (const path of ['/rpi/websitsMember/gameInformation', '/rpi/friend/friendList', '/rpi/itemgift/count', unlisted, '/rpi/picture/uploadAbsolutelyPictures']) {
      await expect(rawCall(path, { form: 'cardId=1', headers: { Authorization: 'null' } })).resolves.toMatchObject({ code: 198 });
    }
  });
});

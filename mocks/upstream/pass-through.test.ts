import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer } from '../http';
import { REDACTED } from '../inspector/redact';
import { MOCK_PATHS } from '../mock-paths';
import { server as mswServer } from '../node';
import type { HarLog } from './har';
import { readUpstreamSettings } from './settings';
import { startStubUpstream, unreachableUrl, type StubbedRequest } from './stub-upstream';

// The unit setup's msw server intercepts this process's fetch, the pass-through's own included:
// off for this file, so calls really reach the stub upstream, and on again for the setup to close.
beforeAll(() => mswServer.close());
afterAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));

const FORM = 'application/x-www-form-urlencoded';
const NEWS_FORM = 'category=0&title=&countryId=617&pageNum=1&pageSize=2';

/** What the stub upstream answers: an envelope naming what it was asked, with a token to redact for a login. */
const echo = (request: StubbedRequest) => ({
  body: JSON.stringify({
    code: 100,
    msg: 'from upstream',
    data: request.url.startsWith('/rps/login') ? { username: 'demo', token: 'real-token-1' } : { method: request.method, url: request.url, body: request.body },
  }),
  contentType: 'application/json;charset=UTF-8',
  headers: { 'set-cookie': 'session=secret-cookie' },
});

type MockServer = Awaited<ReturnType<typeof startMockHttpServer>>;
const started: MockServer[] = [];
const startServer = async (settings: Parameters<typeof readUpstreamSettings>[0], options: Parameters<typeof startMockHttpServer>[0] = {}) => {
  const server = await startMockHttpServer({ port: 0, upstream: readUpstreamSettings(settings), ...options });
  started.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

const loggedCalls = async (server: MockServer) => (await (await fetch(`${server.url}/${MOCK_PATHS.log}`)).json()).calls;

describe('mock:serve --upstream', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  beforeAll(async () => {
    upstream = await startStubUpstream(echo);
  });
  afterAll(() => upstream.close());

  it('passes a form call and a JSON call as they came, with the token, and answers what the upstream answered', async () => {
    const server = await startServer({ upstream: upstream.url });
    upstream.requests.length = 0;
    const form = await fetch(`${server.url}/rpi/websitenews/officialNewsList?lang=en`, {
      method: 'POST',
      headers: { 'content-type': FORM, authorization: 'tok-1', 'x-mock-scenario': 'empty', 'x-unrelated': 'no' },
      body: NEWS_FORM,
    });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(form.headers.get('x-mock-source')).toBe('upstream');
    await expect(form.json()).resolves.toMatchObject({ msg: 'from upstream', data: { method: 'POST', url: '/rpi/websitenews/officialNewsList?lang=en', body: NEWS_FORM } });
    const json = { countryId: 617, title: '', pageNum: 1, pageSize: 3 };
    const answered = await fetch(`${server.url}/rpi/special/specialColumnList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    await expect(answered.json()).resolves.toMatchObject({ data: { url: '/rpi/special/specialColumnList', body: JSON.stringify(json) } });

    const [first, second] = upstream.requests;
    expect(first?.headers).toMatchObject({ 'content-type': FORM, authorization: 'tok-1' });
    // Neither the fake backend's own header nor anything unknown goes out; Host is the upstream's.
    expect(first?.headers).not.toHaveProperty('x-mock-scenario');
    expect(first?.headers).not.toHaveProperty('x-unrelated');
    expect(first?.headers.host).toBe(new URL(upstream.url).host);
    expect(second?.headers['content-type']).toBe('application/json');
    expect((await loggedCalls(server)).map(({ call, source, status }: { call: string; source: string; status: number }) => [call, source, status])).toEqual([
      ['news.officialNewsList', 'upstream', 200],
      ['columns.specialColumnList', 'upstream', 200],
    ]);
  });

  it('passes only the calls --pass selects; the fake backend answers the rest', async () => {
    const server = await startServer({ upstream: upstream.url, pass: 'news.*,account.login' });
    upstream.requests.length = 0;
    const news = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=1' });
    expect(news.headers.get('x-mock-source')).toBe('upstream');
    const shops = await fetch(`${server.url}/rpi/websiteshop/shopList`, { method: 'POST', headers: { 'content-type': FORM }, body: 'countryId=617' });
    expect(shops.headers.get('x-mock-source')).toBeNull();
    await expect(shops.json()).resolves.toMatchObject({ code: 100, msg: expect.not.stringContaining('upstream') });
    expect(upstream.requests.map(({ url }) => url)).toEqual(['/rpi/websitenews/newsInfo']);
    expect((await loggedCalls(server)).map(({ source }: { source: string }) => source)).toEqual(['upstream', 'fake']);
  });

  it('applies fault rules before a passed call: a failing one never reaches the upstream', async () => {
    const server = await startServer({ upstream: upstream.url }, { faults: 'news.*:http-503' });
    upstream.requests.length = 0;
    const failed = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=1' });
    expect(failed.status).toBe(503);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers a plain 502 naming an upstream it cannot reach, logs it, and keeps serving', async () => {
    const down = await unreachableUrl();
    const server = await startServer({ upstream: down, pass: 'news.*' });
    const failed = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=1' });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toMatch(/^text\/plain/);
    await expect(failed.text()).resolves.toContain(`Upstream ${down} cannot be reached`);
    expect(await loggedCalls(server)).toMatchObject([{ call: 'news.newsInfo', source: 'upstream', status: 502 }]);
    const fake = await fetch(`${server.url}/rpi/websiteshop/shopList`, { method: 'POST', headers: { 'content-type': FORM }, body: 'countryId=617' });
    await expect(fake.json()).resolves.toMatchObject({ code: 100 });
  });

  it('answers a plain 504 when the upstream takes longer than its time limit', async () => {
    const slow = await startStubUpstream(() => ({ body: '{}', delayMs: 2000 }));
    const server = await startServer({ upstream: slow.url }, { upstreamTimeoutMs: 100 });
    const answered = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=1' });
    await slow.close();
    expect(answered.status).toBe(504);
    await expect(answered.text()).resolves.toContain(`Upstream ${slow.url} gave no answer within 100 ms`);
  });
});

/** A real API's answers: a token for a login, the item asked for by newsInfo, nothing else. */
const realAnswer = (request: StubbedRequest) => ({
  ...echo(request),
  body: JSON.stringify({
    code: 100,
    msg: 'from upstream',
    data: request.url.startsWith('/rps/login') ? { username: 'demo', token: 'real-token-1' } : request.url.endsWith('newsInfo') ? { body: request.body } : null,
  }),
});

describe('mock:serve --record, then --replay', () => {
  let upstream: Awaited<ReturnType<typeof startStubUpstream>>;
  const dir = mkdtempSync(join(tmpdir(), 'mock-record-'));
  beforeAll(async () => {
    upstream = await startStubUpstream(realAnswer);
  });
  afterAll(() => upstream.close());

  it('records every upstream exchange as HAR 1.2, one file per call, with passwords, codes and tokens redacted', async () => {
    const server = await startServer({ upstream: upstream.url, record: dir });
    const login = await fetch(`${server.url}/rps/login`, { method: 'POST', headers: { 'content-type': FORM }, body: 'username=demo&password=ABCDEF0123' });
    await expect(login.json()).resolves.toMatchObject({ data: { token: 'real-token-1' } });
    await fetch(`${server.url}/rpi/websitenews/officialNewsList?code=654321`, { method: 'POST', headers: { 'content-type': FORM, authorization: 'tok-secret' }, body: NEWS_FORM });
    await fetch(`${server.url}/rpi/websitsMember/forgetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'sid=cookie-secret' },
      body: JSON.stringify({ email: 'a@b.c', emailCode: '123456', phone: '', phoneCode: '', newPassword: 'HASHED' }),
    });

    expect(readdirSync(dir).sort()).toEqual(['account.forgetPassword.har', 'account.login.har', 'news.officialNewsList.har']);
    const files = readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
    for (const secret of ['ABCDEF0123', 'real-token-1', '654321', 'tok-secret', 'cookie-secret', '123456', 'HASHED', 'secret-cookie']) {
      expect(files.join('\n')).not.toContain(secret);
    }
    const har = JSON.parse(readFileSync(join(dir, 'account.login.har'), 'utf8')) as HarLog;
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(1);
    const [entry] = har.log.entries;
    expect(entry).toMatchObject({
      request: { method: 'POST', url: `${upstream.url}/rps/login`, postData: { mimeType: FORM, params: [{ name: 'username', value: 'demo' }, { name: 'password', value: REDACTED }] } },
      response: { status: 200, content: { mimeType: 'application/json;charset=UTF-8' } },
    });
    expect(JSON.parse(entry!.response.content.text)).toMatchObject({ data: { username: 'demo', token: REDACTED } });
    expect(Date.parse(entry!.startedDateTime)).not.toBeNaN();
    const news = JSON.parse(readFileSync(join(dir, 'news.officialNewsList.har'), 'utf8')) as HarLog;
    expect(news.log.entries[0]?.request.queryString).toEqual([{ name: 'code', value: REDACTED }]);
    expect(news.log.entries[0]?.request.headers).toContainEqual({ name: 'authorization', value: REDACTED });
  });

  it('appends to the files it finds, every exchange of a burst, with no temporary file left', async () => {
    const server = await startServer({ upstream: upstream.url, record: dir });
    await Promise.all(
      ['1', '2', '3', '4', '5'].map((id) => fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: `id=${id}` })),
    );
    await fetch(`${server.url}/rps/login`, { method: 'POST', headers: { 'content-type': FORM }, body: 'username=other&password=X' });
    const entries = (name: string) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as HarLog).log.entries;
    expect(entries('news.newsInfo.har')).toHaveLength(5);
    expect(entries('account.login.har').map(({ request }) => request.postData?.params?.[0]?.value)).toEqual(['demo', 'other']);
    expect(readdirSync(dir).filter((name) => !name.endsWith('.har'))).toEqual([]);
  });

  it('replays a recorded answer to a request with the same parameters, whatever its secrets, and falls back to the fake backend', async () => {
    const server = await startServer({ replay: dir });
    expect(server.passThrough?.replayed).toEqual({ answers: 9, files: 4 });
    const login = await fetch(`${server.url}/rps/login`, { method: 'POST', headers: { 'content-type': FORM }, body: 'password=ANOTHER&username=demo' });
    expect(login.headers.get('x-mock-source')).toBe('replay');
    expect(login.headers.get('content-type')).toBe('application/json;charset=UTF-8');
    await expect(login.json()).resolves.toMatchObject({ msg: 'from upstream', data: { token: REDACTED } });
    const info = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=3' });
    await expect(info.json()).resolves.toMatchObject({ data: { body: 'id=3' } });
    const unrecorded = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=9' });
    expect(unrecorded.headers.get('x-mock-source')).toBeNull();
    await expect(unrecorded.json()).resolves.toMatchObject({ code: 100, data: { id: 9 } });
    expect((await loggedCalls(server)).map(({ source }: { source: string }) => source)).toEqual(['replay', 'replay', 'fake']);
  });

  it('with --upstream as well, falls back to the upstream instead', async () => {
    const server = await startServer({ replay: dir, upstream: upstream.url });
    upstream.requests.length = 0;
    const replayed = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=2' });
    expect(replayed.headers.get('x-mock-source')).toBe('replay');
    const passed = await fetch(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: { 'content-type': FORM }, body: 'id=9' });
    expect(passed.headers.get('x-mock-source')).toBe('upstream');
    expect(upstream.requests.map(({ body }) => body)).toEqual(['id=9']);
    expect(existsSync(join(dir, 'news.newsInfo.har'))).toBe(true);
  });
});

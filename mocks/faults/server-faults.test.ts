import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockHttpServer } from '../http';
import { MOCK_PATHS } from '../mock-paths';

// The unit setup's msw server intercepts fetch in this process too: `bypass` sends these
// requests over the network, to the real HTTP server under test.
const send = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)));
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('mock:serve: latency and faults, and the call log', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  const newsList = (body = 'category=0&countryId=617&pageNum=1&pageSize=5', init: RequestInit = {}) =>
    send(`${server.url}/rpi/websitenews/officialNewsList`, { method: 'POST', headers: FORM, body, ...init });
  const newsInfo = () => send(`${server.url}/rpi/websitenews/newsInfo`, { method: 'POST', headers: FORM, body: 'id=1' });
  const setFaults = (body: string, contentType = 'text/plain') =>
    send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, faults: 'news.officialNewsList:http-503', responseTimeoutMs: 400 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('starts with the rules it was given, for the calls they name only', async () => {
    const failed = await newsList();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-mock-fault')).toBe('http-503');
    expect((await newsInfo()).status).toBe(200);
    await expect((await send(`${server.url}/${MOCK_PATHS.faults}`)).json()).resolves.toMatchObject({ text: 'news.officialNewsList:http-503' });
  });

  it('changes them at run time: an envelope with any code and message, a delay, then none', async () => {
    expect((await setFaults(JSON.stringify({ rules: [{ call: '*', failure: { kind: 'envelope', code: 102, msg: 'Maintenance' } }] }), 'application/json')).status).toBe(200);
    await expect((await newsInfo()).json()).resolves.toEqual({ code: 102, msg: 'Maintenance', data: null });

    await setFaults('*:300ms');
    const started = performance.now();
    await expect((await newsInfo()).json()).resolves.toMatchObject({ code: 100 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    const cleared = await send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'DELETE' });
    await expect(cleared.json()).resolves.toEqual({ rules: [], text: '' });
    expect((await newsList()).status).toBe(200);
  });

  it('refuses rules it cannot read, keeping the ones it has', async () => {
    await setFaults('*:3g');
    const refused = await setFaults('*:4g');
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({ error: expect.stringContaining('unknown effect "4g"'), text: '*:563ms' });
    await send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'DELETE' });
  });

  it('drops the connection, or answers nothing until the client gives up', async () => {
    await setFaults('news.newsInfo:network,news.officialNewsList:timeout');
    await expect(newsInfo()).rejects.toThrow(TypeError);
    await expect(newsList(undefined, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort|timeout/i);
    // A client that waits longer meets the server's own limit for an answer (400 ms here, 30 s by default).
    expect((await newsList()).status).toBe(503);
    await send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'DELETE' });
  });

  it('lists each call with its answer, the rule that refused it and contract warnings', async () => {
    await send(`${server.url}/${MOCK_PATHS.log}`, { method: 'DELETE' });
    await newsList('category=0&countryId=617&pageSize=5&sort=new');
    await newsList('category=0&countryId=617&pageNum=1&pageSize=100000');
    const { calls } = await (await send(`${server.url}/${MOCK_PATHS.log}`)).json();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/rpi/websitenews/officialNewsList',
      call: 'news.officialNewsList',
      status: 200,
      code: 100,
      refusal: null,
      warnings: [expect.stringContaining('"sort"'), expect.stringContaining('"pageNum" was left out')],
      fault: null,
    });
    expect(calls[1]).toMatchObject({ code: 101, refusal: { code: 101, message: 'invalidParameter' }, warnings: [] });
    const after = await (await send(`${server.url}/${MOCK_PATHS.log}?after=${calls[0].id}`)).json();
    expect(after.calls.map(({ id }: { id: number }) => id)).toEqual([calls[1].id]);
  });

  it('lists a call that failed on purpose with the parameters it was sent, secrets redacted', async () => {
    await send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'POST', body: 'account.login:http-503' });
    await send(`${server.url}/${MOCK_PATHS.log}`, { method: 'DELETE' });
    const login = await send(`${server.url}/rps/login`, { method: 'POST', body: new URLSearchParams({ username: 'demo', password: 'F'.repeat(32) }) });
    expect(login.status).toBe(503);
    const { calls } = await (await send(`${server.url}/${MOCK_PATHS.log}`)).json();
    expect(calls).toEqual([expect.objectContaining({ call: 'account.login', status: 503, fault: 'account.login:http-503', params: { username: 'demo', password: '[redacted]' } })]);
    await send(`${server.url}/${MOCK_PATHS.faults}`, { method: 'DELETE' });
  });
});

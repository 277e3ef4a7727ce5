import { execFile } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/shared/api/wire';
import { backend } from './backend';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from './db/demo-member';
import { isLoopbackAddress, requestUrlOf, startMockHttpServer } from './http';
import { MOCK_PATHS } from './mock-paths';

// The unit setup's msw server intercepts fetch in this process too: `bypass` sends these
// requests over the network, to the real HTTP server under test.
const send = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)));

describe('startMockHttpServer', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, providerStates: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a form call with the envelope and CORS headers', async () => {
    const response = await send(`${server.url}/rpi/websitenews/officialNewsList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://elsewhere.test' },
      body: 'category=0&title=&countryId=617&pageNum=1&pageSize=5',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const envelope = await response.json();
    expect(envelope).toMatchObject({ code: 100, data: { total: 48 } });
    expect(envelope.data.list).toHaveLength(5);
  });

  it('logs the demo member in', async () => {
    const response = await send(`${server.url}/rps/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `username=${DEMO_LOGIN.account}&password=${hashPassword(DEMO_LOGIN.password)}`,
    });
    await expect(response.json()).resolves.toMatchObject({ code: 100, data: { username: 'demo' } });
  });

  it('answers a CORS preflight allowing the Authorization header', async () => {
    const response = await send(`${server.url}/rpi/websitenews/newsInfo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('sets up provider states, and refuses unknown ones', async () => {
    const post = (body: unknown) =>
      send(`${server.url}/${MOCK_PATHS.providerStates}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const known = await post({ state: 'news item {id} exists', params: { id: 1 }, action: 'setup' });
    await expect(known.json()).resolves.toEqual({ id: 1 });
    expect((await post({ state: 'no such state' })).status).toBe(400);
  });

  it('answers 404 outside the API', async () => {
    expect((await send(`${server.url}/index.html`)).status).toBe(404);
  });

  it('answers 404 on the old prefixes of its own endpoints, which are gone', async () => {
    expect((await send(`${server.url}/__dev/outbox`)).status).toBe(404);
    const state = JSON.stringify({ state: 'default content', action: 'setup' });
    expect((await send(`${server.url}/__pact/provider-states`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: state })).status).toBe(404);
  });
});

describe('one scenario switch: /__mock/scenario for the server, X-Mock-Scenario for one request', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, seed: 1, scenario: 'default' });
  });
  afterAll(async () => {
    await server.close();
  });

  const switchTo = (body: unknown) =>
    send(`${server.url}/${MOCK_PATHS.scenario}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const state = async () => (await send(`${server.url}/${MOCK_PATHS.scenario}`)).json();
  const newsTotal = async (headers: Record<string, string> = {}): Promise<number> => {
    const response = await send(`${server.url}/rpi/websitenews/officialNewsList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: 'category=0&title=&countryId=617&pageNum=1&pageSize=5',
    });
    const envelope = (await response.json()) as { code: number; data: { total: number } };
    expect(envelope.code).toBe(100);
    return envelope.data.total;
  };
  const logIn = async (headers: Record<string, string> = {}): Promise<string> => {
    const response = await send(`${server.url}/rps/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: `username=${DEMO_LOGIN.account}&password=${hashPassword(DEMO_LOGIN.password)}`,
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const accountInfoCode = async (token: string, headers: Record<string, string> = {}): Promise<number> => {
    const response = await send(`${server.url}/rpi/websitsMember/getAccountInfo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: token, ...headers },
      body: `memberId=${DEMO_MEMBER_ID}`,
    });
    return ((await response.json()) as { code: number }).code;
  };

  it('says which scenario and seed it answers from, and which scenarios it knows', async () => {
    await expect(state()).resolves.toEqual({
      scenario: 'default',
      seed: 1,
      scenarios: [
        { name: 'default', description: expect.any(String) },
        { name: 'empty', description: expect.stringMatching(/^no news/) },
        { name: 'expired-session', description: expect.any(String) },
        { name: 'broken-media', description: expect.any(String) },
      ],
    });
  });

  it('switches its data without a restart, keeping the seed unless told, and finds a scenario it left as it left it', async () => {
    const token = await logIn();
    const full = await newsTotal();
    expect(full).toBe(48);

    const switched = await switchTo({ scenario: 'empty' });
    expect(switched.status).toBe(200);
    await expect(switched.json()).resolves.toMatchObject({ scenario: 'empty', seed: 1 });
    expect(await newsTotal()).toBe(0);
    // Each scenario's data has its own sessions.
    expect(await accountInfoCode(token)).toBe(198);

    await expect((await switchTo({ scenario: 'default', seed: 1 })).json()).resolves.toMatchObject({ scenario: 'default', seed: 1 });
    expect(await newsTotal()).toBe(full);
    expect(await accountInfoCode(token)).toBe(100);

    await expect((await switchTo({ scenario: 'default', seed: 2 })).json()).resolves.toMatchObject({ scenario: 'default', seed: 2 });
    await expect(state()).resolves.toMatchObject({ scenario: 'default', seed: 2 });
    await switchTo({ scenario: 'default', seed: 1 });
  });

  it.each([
    ['an unknown scenario', { scenario: 'no-such' }, /^Unknown scenario "no-such"; known: default, empty, expired-session, broken-media$/],
    ['a seed that is not a whole number', { scenario: 'empty', seed: 1.5 }, /seed/],
    ['no scenario', { seed: 3 }, /scenario/],
    ['a body that is not JSON', 'scenario=empty', /not JSON/],
  ])('refuses %s with 400 and the scenarios it knows, changing nothing', async (_, body, error) => {
    const response = await switchTo(body);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: expect.stringMatching(error), scenarios: expect.arrayContaining([expect.objectContaining({ name: 'empty' })]) });
    await expect(state()).resolves.toMatchObject({ scenario: 'default', seed: 1 });
  });

  it('answers one request from the scenario its X-Mock-Scenario header names, leaving the server on its own', async () => {
    const full = await newsTotal();
    expect(await newsTotal({ 'X-Mock-Scenario': 'empty' })).toBe(0);
    await expect(state()).resolves.toMatchObject({ scenario: 'default', seed: 1 });
    expect(await newsTotal()).toBe(full);
    // An empty header names nothing.
    expect(await newsTotal({ 'X-Mock-Scenario': '' })).toBe(full);
  });

  it('answers interleaved requests of different scenarios each from its own data', async () => {
    const full = await newsTotal();
    const asked = Array.from({ length: 24 }, (_, index) => (index % 3 === 0 ? 'empty' : index % 3 === 1 ? 'default' : ''));
    const totals = await Promise.all(asked.map((scenario) => newsTotal(scenario ? { 'X-Mock-Scenario': scenario } : {})));
    expect(totals).toEqual(asked.map((scenario) => (scenario === 'empty' ? 0 : full)));
    // A session opened in one scenario's data is live there only.
    const [emptyToken, defaultToken] = await Promise.all([logIn({ 'X-Mock-Scenario': 'empty' }), logIn()]);
    const codes = await Promise.all([
      accountInfoCode(emptyToken, { 'X-Mock-Scenario': 'empty' }),
      accountInfoCode(defaultToken),
      accountInfoCode(emptyToken),
      accountInfoCode(defaultToken, { 'X-Mock-Scenario': 'expired-session' }),
    ]);
    expect(codes).toEqual([100, 100, 198, 198]);
  });

  it('refuses an unknown scenario in X-Mock-Scenario with a plain 400 naming the known ones', async () => {
    const response = await send(`${server.url}/rps/countrylist`, { headers: { 'X-Mock-Scenario': 'no-such' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    await expect(response.text()).resolves.toBe('Unknown scenario "no-such" in X-Mock-Scenario; known: default, empty, expired-session, broken-media\n');
  });

  it('lets a browser on another origin send X-Mock-Scenario (CORS)', async () => {
    const response = await send(`${server.url}/rpi/websitenews/officialNewsList`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://elsewhere.test', 'Access-Control-Request-Headers': 'x-mock-scenario' },
    });
    expect(response.headers.get('access-control-allow-headers')).toContain('X-Mock-Scenario');
  });

  it('follows a provider state that loads another scenario', async () => {
    const provider = await startMockHttpServer({ port: 0, providerStates: true });
    try {
      const body = JSON.stringify({ state: 'no content', action: 'setup' });
      await send(`${provider.url}/${MOCK_PATHS.providerStates}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      await expect((await send(`${provider.url}/${MOCK_PATHS.scenario}`)).json()).resolves.toMatchObject({ scenario: 'empty', seed: 1 });
    } finally {
      await provider.close();
    }
  });
});

const execFileAsync = promisify(execFile);
const rawExchangeScript = fileURLToPath(new URL('./support/raw-exchange.mjs', import.meta.url));

/** Raw bytes to the server from a process of its own (msw's interception here would take the socket). */
async function rawExchange(url: string, request: string, waitMs = 4000): Promise<{ status: number | null; answer: string; closed: boolean; ms: number }> {
  const { stdout } = await execFileAsync(process.execPath, [rawExchangeScript, url, Buffer.from(request, 'latin1').toString('base64'), String(waitMs)]);
  const result = JSON.parse(stdout) as { answer: string; closed: boolean; ms: number };
  const status = /^HTTP\/1\.1 (\d{3})/.exec(result.answer)?.[1];
  return { ...result, status: status ? Number(status) : null };
}

const headerOf = (answer: string, name: string): string | undefined =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.slice(0, answer.indexOf('\r\n\r\n')))?.[1]?.trim();

/** Polls until the server holds no connection: every answered request let go of its socket. */
async function expectNoOpenConnections(server: { openConnections(): Promise<number> }): Promise<void> {
  await vi.waitFor(async () => expect(await server.openConnections()).toBe(0), { timeout: 3000, interval: 50 });
}

describe('requestUrlOf', () => {
  it.each(['a b', '[::1', 'x:99999', '', 'u@x', 'u:p@x', 'x/y', 'x?y', 'x#y', 'x\\y'])('refuses the Host header %j', (host) => {
    expect(requestUrlOf(host, '/rps/countrylist')).toBeNull();
  });

  it.each([
    ['localhost:8787', '/rps/countrylist', 'http://localhost:8787/rps/countrylist'],
    ['LOCALHOST:80', '/rpi/x?a=1', 'http://localhost/rpi/x?a=1'],
    ['[::1]:8787', '/rps/countrylist', 'http://[::1]:8787/rps/countrylist'],
    // A target starting with // is a path here, never another host.
    ['127.0.0.1', '//evil.example/rpi/x', 'http://127.0.0.1//evil.example/rpi/x'],
    [undefined, '/rps/countrylist', 'http://localhost/rps/countrylist'],
  ])('reads Host %j and target %j as %s', (host, target, url) => {
    expect(requestUrlOf(host, target)?.href).toBe(url);
  });

  it('refuses a target that is not a path', () => {
    expect(requestUrlOf('localhost', 'http://elsewhere.test/rpi/x')).toBeNull();
    expect(requestUrlOf('localhost', '*')).toBeNull();
  });
});

describe('every request gets an answer (raw sockets)', () => {
  let server: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    server = await startMockHttpServer({ headersTimeoutMs: 1000, requestTimeoutMs: 1500, responseTimeoutMs: 1000 });
  });
  afterAll(async () => {
    await server.close();
  });

  const request = (head: string, body = '') => `${head}\r\nAccept-Language: en\r\nConnection: close\r\n\r\n${body}`;
  it.each<[string, number, string | undefined, string]>([
    ['TRACE on a call', 405, 'POST', request('TRACE /rpi/websitenews/newsInfo HTTP/1.1\r\nHost: localhost')],
    ['TRACE elsewhere', 405, 'GET, POST, OPTIONS', request('TRACE / HTTP/1.1\r\nHost: localhost')],
    ['CONNECT', 405, 'GET, POST, OPTIONS', request('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443')],
    ['PROPFIND on a GET call', 405, 'GET', request('PROPFIND /rps/countrylist HTTP/1.1\r\nHost: localhost')],
    ['a method Node does not know', 400, undefined, request('BREW /rps/countrylist HTTP/1.1\r\nHost: localhost')],
    ['Host "a b"', 400, undefined, request('GET /rps/countrylist HTTP/1.1\r\nHost: a b')],
    ['Host "[::1"', 400, undefined, request('GET /rps/countrylist HTTP/1.1\r\nHost: [::1')],
    ['Host "x:99999"', 400, undefined, request('GET /rps/countrylist HTTP/1.1\r\nHost: x:99999')],
    ['an empty Host', 400, undefined, request('GET /rps/countrylist HTTP/1.1\r\nHost: ')],
    ['Host with credentials "u@x"', 400, undefined, request('POST /rpi/picture/uploadAbsolutelyPictures HTTP/1.1\r\nHost: u@x\r\nContent-Length: 0')],
    ['a target in absolute form', 400, undefined, request('GET http://elsewhere.test/rps/countrylist HTTP/1.1\r\nHost: localhost')],
  ])('%s: answered %i, and the connection closed', async (_, status, allow, raw) => {
    const { status: answered, answer, closed } = await rawExchange(server.url, raw);
    expect(answered, answer || 'no answer').toBe(status);
    if (allow) expect(headerOf(answer, 'allow')).toBe(allow);
    expect(closed).toBe(true);
    await expectNoOpenConnections(server);
  });

  it.each([
    ['a body that does not arrive', 'the request', 'POST /rpi/websitenews/newsInfo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\nid='],
    ['headers that do not arrive', 'the headers', 'GET /rps/countrylist HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1'],
  ])('cuts off %s, with 408, after %s time limit', async (_, __, raw) => {
    const { status, closed, ms } = await rawExchange(server.url, raw, 6000);
    expect(status).toBe(408);
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(4000);
    await expectNoOpenConnections(server);
  }, 10_000);

  it('answers 503 when the answer is not ready within the response time limit', async () => {
    const ready = backend.ready;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    backend.ready = new Promise(() => undefined);
    try {
      const { status, answer, closed } = await rawExchange(server.url, request('GET /rps/countrylist HTTP/1.1\r\nHost: localhost'));
      expect(status, answer || 'no answer').toBe(503);
      expect(closed).toBe(true);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[fake backend\] GET \/rps\/countrylist had no answer after 1000 ms/));
    } finally {
      backend.ready = ready;
      error.mockRestore();
    }
    await expectNoOpenConnections(server);
  });

  it('answers a failure inside the server with a plain 500, and logs it', async () => {
    const ready = backend.ready;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = Promise.reject(new Error('the backend broke'));
    failure.catch(() => undefined);
    backend.ready = failure;
    try {
      const { status, answer } = await rawExchange(server.url, request('POST /rpi/no/such/call HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0'));
      expect(status, answer || 'no answer').toBe(500);
      expect(error).toHaveBeenCalledWith('[fake backend] request failed', expect.objectContaining({ message: 'the backend broke' }));
    } finally {
      backend.ready = ready;
      error.mockRestore();
      warn.mockRestore();
    }
    await expectNoOpenConnections(server);
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.3.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])('takes %s for this machine', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['192.0.2.2', '10.0.0.1', '128.0.0.1', '::ffff:192.0.2.2', 'fd00::2', 'fe80::1', '::', '0.0.0.0', '127.0.0.1.evil', '', undefined])(
    'takes %s for another machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(false);
    },
  );
});

/** An IPv4 address of this machine that is not loopback: how another machine on the network reaches it. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe.skipIf(!networkAddress)(`developer endpoints reached through ${networkAddress ?? 'a network address (skipped: this machine has none but loopback)'}`, () => {
  const get = (url: string, init?: RequestInit) => fetch(bypass(new Request(url, init)));
  const portOf = (url: string) => new URL(url).port;
  let guarded: Awaited<ReturnType<typeof startMockHttpServer>>;
  let exposed: Awaited<ReturnType<typeof startMockHttpServer>>;
  beforeAll(async () => {
    guarded = await startMockHttpServer({ host: '0.0.0.0', providerStates: true });
    exposed = await startMockHttpServer({ host: '0.0.0.0', providerStates: true, exposeDevTools: true });
  });
  afterAll(async () => {
    await guarded.close();
    await exposed.close();
  });

  it('lists the outbox to this machine only, unless started with exposeDevTools', async () => {
    const fromNetwork = await get(`http://${networkAddress}:${portOf(guarded.url)}/${MOCK_PATHS.outbox}`);
    expect(fromNetwork.status).toBe(403);
    await expect(fromNetwork.text()).resolves.not.toContain('messages');
    // Other spellings of the path are refused alike.
    for (const path of ['/x/%5F%5Fmock/outbox', '/__MOCK/outbox', '/__Mock']) {
      expect((await get(`http://${networkAddress}:${portOf(guarded.url)}${path}`)).status, path).toBe(403);
    }
    await expect((await get(`http://127.0.0.1:${portOf(guarded.url)}/${MOCK_PATHS.outbox}`)).json()).resolves.toHaveProperty('messages');
    await expect((await get(`http://${networkAddress}:${portOf(exposed.url)}/${MOCK_PATHS.outbox}`)).json()).resolves.toHaveProperty('messages');
  });

  it('reads and switches the scenario for this machine only, unless started with exposeDevTools', async () => {
    const switchTo = (origin: string) =>
      get(`${origin}/${MOCK_PATHS.scenario}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scenario: 'default' }) });
    expect((await get(`http://${networkAddress}:${portOf(guarded.url)}/${MOCK_PATHS.scenario}`)).status).toBe(403);
    expect((await switchTo(`http://${networkAddress}:${portOf(guarded.url)}`)).status).toBe(403);
    expect((await switchTo(`http://127.0.0.1:${portOf(guarded.url)}`)).status).toBe(200);
    expect((await switchTo(`http://${networkAddress}:${portOf(exposed.url)}`)).status).toBe(200);
  });

  it('sets up provider states for this machine only, unless started with exposeDevTools', async () => {
    const post = (origin: string) =>
      get(`${origin}/${MOCK_PATHS.providerStates}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: 'news item {id} exists', params: { id: 1 }, action: 'setup' }),
      });
    expect((await post(`http://${networkAddress}:${portOf(guarded.url)}`)).status).toBe(403);
    expect((await post(`http://127.0.0.1:${portOf(guarded.url)}`)).status).toBe(200);
    expect((await post(`http://${networkAddress}:${portOf(exposed.url)}`)).status).toBe(200);
  });

  it('answers the calls to everyone', async () => {
    await expect((await get(`http://${networkAddress}:${portOf(guarded.url)}/rps/countrylist`)).json()).resolves.toMatchObject({ code: 100 });
  });
});

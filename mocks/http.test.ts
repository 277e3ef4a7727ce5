import { execFile } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/shared/api/wire';
import { backend } from './backend';
import { DEMO_LOGIN } from './db/demo-member';
import { isLoopbackAddress, PROVIDER_STATES_PATH, requestUrlOf, startMockHttpServer } from './http';

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
      send(`${server.url}${PROVIDER_STATES_PATH}`, {
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
    const fromNetwork = await get(`http://${networkAddress}:${portOf(guarded.url)}/__dev/outbox`);
    expect(fromNetwork.status).toBe(403);
    await expect(fromNetwork.text()).resolves.not.toContain('messages');
    // Another spelling of the path is refused alike.
    expect((await get(`http://${networkAddress}:${portOf(guarded.url)}/x/%5F%5Fdev/outbox`)).status).toBe(403);
    await expect((await get(`http://127.0.0.1:${portOf(guarded.url)}/__dev/outbox`)).json()).resolves.toHaveProperty('messages');
    await expect((await get(`http://${networkAddress}:${portOf(exposed.url)}/__dev/outbox`)).json()).resolves.toHaveProperty('messages');
  });

  it('sets up provider states for this machine only, unless started with exposeDevTools', async () => {
    const post = (origin: string) =>
      get(`${origin}${PROVIDER_STATES_PATH}`, {
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

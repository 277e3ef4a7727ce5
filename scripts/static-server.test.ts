import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type ServerResponse } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { connect, type AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS_FILE, securityHeaders } from './security-headers';
import { normalizeBasePath, selfSignedCertificate, startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';

interface RawResponse {
  status: number;
  head: string;
  headers: Map<string, string>;
  body: Buffer;
  text: string;
}

/**
 * One HTTP/1.1 exchange over a raw socket, as a browser's connection looks to the server. The unit
 * project's setup runs the fake backend's msw server with `onUnhandledFrame: 'error'`, which
 * rejects `fetch` and `http` calls it does not handle.
 */
const rawExchange = (port: number, message: string) =>
  new Promise<RawResponse>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(message));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split).toString('utf8');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = all.subarray(split + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), head, headers, body, text: body.toString('utf8') });
    });
  });

const request = (port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  rawExchange(
    port,
    `${options.method ?? 'GET'} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

describe('static server of a built single-page app', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-server-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets/app-1.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets/poster.webp'), 'RIFF');
    writeFileSync(join(root, 'clip.mp4'), '0123456789');
    writeFileSync(join(root, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {})');
    for (const name of ['bullseye-blast.mp4', 'ripple-ring-effect.webm', 'gong-bull.wav', 'sound.MP3', 'sound.ogg']) writeFileSync(join(root, 'assets', name), '');
    writeFileSync(join(root, '..', 'static-server-secret.js'), 'secret');
    server = await startStaticServer({ root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(join(root, '..', 'static-server-secret.js'), { force: true });
  });

  const get = (path: string, options?: { method?: string; headers?: Record<string, string> }) =>
    request(server.port, path, options);

  it('serves files with their MIME type and caches only hashed assets', async () => {
    const script = await get('/assets/app-1.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/poster.webp')).headers.get('content-type')).toBe('image/webp');
    const worker = await get('/mockServiceWorker.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers app routes with index.html but a missing asset with 404, and never leaves the root', async () => {
    const route = await get('/News?id=3');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(route.text).toContain('<title>app</title>');
    expect((await get('/assets/missing-2.js')).status).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('refuses paths that climb out of the root, however they are encoded', async () => {
    for (const raw of ['/../static-server-secret.js', '/%2e%2e/static-server-secret.js', '/assets/..%2f..%2fstatic-server-secret.js']) {
      const answer = await get(raw);
      expect(answer.text).not.toContain('secret');
      expect(answer.status).not.toBe(200);
    }
  });

  it('knows the media types of the item shop: clips and sounds', async () => {
    const typeOf = async (file: string) => (await get(`/assets/${file}`)).headers.get('content-type');
    expect(await typeOf('bullseye-blast.mp4')).toBe('video/mp4');
    expect(await typeOf('ripple-ring-effect.webm')).toBe('video/webm');
    expect(await typeOf('gong-bull.wav')).toBe('audio/wav');
    expect(await typeOf('sound.MP3')).toBe('audio/mpeg');
    expect(await typeOf('sound.ogg')).toBe('audio/ogg');
  });

  it('serves byte ranges for media', async () => {
    const part = await get('/clip.mp4', { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.text).toBe('2345');
  });

  it('normalises sub-path bases', () => {
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('portal')).toBe('/portal/');
    expect(normalizeBasePath('/portal/')).toBe('/portal/');
  });
});

/** A built site in a temporary folder (index.html and `files`), served with `options` while `use` runs. */
const withSite = async (
  files: Record<string, string | Buffer>,
  options: Omit<StaticServerOptions, 'root'>,
  use: (server: StaticServer) => Promise<void>,
) => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  for (const [name, content] of Object.entries({ 'index.html': '<!doctype html><title>app</title>', ...files })) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  const server = await startStaticServer({ root, ...options });
  try {
    await use(server);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
};

/** An API server on a free port that answers `respond`, with what it received. */
const withApi = async (
  respond: (response: ServerResponse) => void,
  use: (target: string, seen: Array<{ method?: string; url?: string; type?: string; connection?: string; body: string }>) => Promise<void>,
) => {
  const seen: Array<{ method?: string; url?: string; type?: string; connection?: string; body: string }> = [];
  const api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, type: request.headers['content-type'], connection: request.headers.connection, body });
      respond(response);
    });
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  try {
    await use(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, seen);
  } finally {
    await new Promise((done) => api.close(done));
  }
};

describe('documents of a site built with a page document per path', () => {
  it("answers a page path with its own document, and any other path with the root's", async () => {
    await withSite({ 'Darts/index.html': '<title>darts</title>' }, {}, async (server) => {
      for (const path of ['/Darts', '/Darts/', '/Darts?id=2']) expect((await request(server.port, path)).text).toBe('<title>darts</title>');
      expect((await request(server.port, '/Darts/DartsList')).text).toContain('<title>app</title>');
    });
  });

  it('serves a site built for a sub-path under it only', async () => {
    await withSite({ 'assets/app-1.js': 'console.log(1)' }, { basePath: '/portal/' }, async (server) => {
      expect(server.url).toMatch(/:\d+\/portal\/$/);
      const bare = await request(server.port, '/portal');
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/portal/']);
      expect((await request(server.port, '/portal/News')).text).toContain('<title>app</title>');
      expect((await request(server.port, '/portal/assets/app-1.js')).text).toBe('console.log(1)');
      expect((await request(server.port, '/News')).status).toBe(404);
    });
  });
});

describe('security headers of the static server', () => {
  it("sends the headers the build wrote on every answer, so the page's policy matches its build", async () => {
    const built = securityHeaders({ apiOrigin: 'https://api.example.com', mocks: false });
    await withSite({ [SECURITY_HEADERS_FILE]: JSON.stringify(built) }, {}, async (server) => {
      for (const path of ['/', '/News?id=3', '/assets/missing-2.js']) {
        const response = await request(server.port, path);
        expect(response.headers.get('content-security-policy')).toBe(built['Content-Security-Policy']);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });
  });

  it('still sends nosniff and a referrer policy for a build without a headers file', async () => {
    await withSite({}, {}, async (server) => {
      const response = await request(server.port, '/');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.has('content-security-policy')).toBe(false);
    });
  });
});

/**
 * One HTTP/2 request from a Node process of its own (argv: origin, headers as JSON, body), printing
 * the answer's headers and its body in base64. Not from this process: the unit setup's msw
 * intercepts its client sockets, and they do not speak HTTP/2.
 */
const http2Exchange = `
import { connect } from 'node:http2';
const [origin, headers, body] = process.argv.slice(1);
const session = connect(origin, { rejectUnauthorized: false });
const stream = session.request(JSON.parse(headers));
const chunks = [];
let answer = {};
stream.on('response', (received) => (answer = received));
stream.on('data', (chunk) => chunks.push(chunk));
stream.on('end', () => {
  process.stdout.write(JSON.stringify({ headers: answer, body: Buffer.concat(chunks).toString('base64') }));
  session.close();
});
stream.end(body || undefined);
`;

describe('what the static server sends as a production host would', () => {
  const script = `export const words = ${JSON.stringify('darts '.repeat(500))};`;
  // What the build writes beside each text file (vite.config.ts).
  const builtScript = { 'assets/app-1.js': script, 'assets/app-1.js.br': brotliCompressSync(script), 'assets/app-1.js.gz': gzipSync(script, { level: 9 }) };

  it("sends the build's brotli or gzip file as the browser accepts, and media as they are", async () => {
    await withSite({ ...builtScript, 'clip.mp4': '0123456789' }, {}, async (server) => {
      const ask = (path: string, encoding: string) => request(server.port, path, { headers: { 'Accept-Encoding': encoding } });
      const br = await ask('/assets/app-1.js', 'gzip, deflate, br');
      expect(br.head).toMatch(/content-encoding: br/i);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(script);
      expect(br.body.length).toBeLessThan(script.length / 10);
      const gz = await ask('/assets/app-1.js', 'gzip');
      expect(gz.head).toMatch(/content-encoding: gzip/i);
      expect(gunzipSync(gz.body).toString('utf8')).toBe(script);
      const clip = await ask('/clip.mp4', 'br');
      expect(clip.head).not.toMatch(/content-encoding/i);
      expect(clip.text).toBe('0123456789');
    });
  });

  it('forwards the API paths it is given, method, headers and body, to their server', async () => {
    const answerOk = (response: ServerResponse) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":100}');
    await withApi(answerOk, async (target, seen) => {
      await withSite({}, { proxy: { prefixes: ['/rpi/'], target } }, async (server) => {
        const form = 'countryId=617&pageNum=1';
        const answer = await rawExchange(
          server.port,
          `POST /rpi/websitenews/officialNewsList?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
        );
        expect(answer.head).toMatch(/^HTTP\/1.1 200/);
        // End-to-end headers only: the API's keep-alive is not the client's connection.
        expect(answer.headers.has('keep-alive')).toBe(false);
        // Chunked, as the API server sent it.
        expect(answer.text).toContain('{"code":100}');
        expect(seen.map(({ connection: _, ...call }) => call)).toEqual([
          { method: 'POST', url: '/rpi/websitenews/officialNewsList?x=1', type: 'application/x-www-form-urlencoded', body: form },
        ]);
        // Other paths stay the site's own.
        expect((await request(server.port, '/rps/login', { method: 'POST' })).status).toBe(405);
      });
    });
  });

  // Two Node processes of their own (the HTTP/2 client): seconds on a busy machine.
  it('serves HTTPS over HTTP/2 with a certificate, files compressed and the API forwarded', { timeout: 30_000 }, async () => {
    // Chunked with keep-alive: headers HTTP/2 refuses, which the server must not pass on.
    const answerChunked = (response: ServerResponse) => {
      response.writeHead(200, { 'Content-Type': 'application/json', Connection: 'keep-alive' });
      response.write('{"code":');
      response.end('100}');
    };
    await withApi(answerChunked, async (target, seen) => {
      await withSite(builtScript, { tls: await selfSignedCertificate(), proxy: { prefixes: ['/rpi/'], target } }, async (server) => {
        const exchange = async (headers: Record<string, string>, body = '') => {
          const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', http2Exchange, server.url, JSON.stringify(headers), body]);
          const answer = JSON.parse(stdout) as { headers: Record<string, unknown>; body: string };
          return { status: Number(answer.headers[':status']), headers: answer.headers, body: Buffer.from(answer.body, 'base64') };
        };
        expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
        const file = await exchange({ ':path': '/assets/app-1.js', 'accept-encoding': 'br' });
        expect(file.status).toBe(200);
        expect(file.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(file.body).toString('utf8')).toBe(script);
        const call = await exchange({ ':method': 'POST', ':path': '/rpi/banner/bannerShow', 'content-type': 'application/x-www-form-urlencoded' }, 'countryId=617');
        expect(call.status).toBe(200);
        expect(call.headers.connection).toBeUndefined();
        expect(call.body.toString('utf8')).toBe('{"code":100}');
        expect(seen.map(({ body, connection }) => ({ body, connection }))).toEqual([{ body: 'countryId=617', connection: 'keep-alive' }]);
      });
    });
  });
});

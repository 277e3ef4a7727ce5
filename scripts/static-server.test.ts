import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS_FILE, securityHeaders } from './security-headers';
import { contentTypeFor, normalizeBasePath, resolveTarget, startStaticServer, type StaticServer } from './static-server';

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * A plain HTTP/1.1 exchange over a socket. The unit project's setup runs the fake backend's msw
 * server with `onUnhandledFrame: 'error'`, which rejects `fetch` and `http` calls it does not
 * handle; a raw socket is what a browser's connection looks like to the server anyway.
 */
const request = (port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<RawResponse>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const extra = Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.on('connect', () =>
      socket.write(`${options.method ?? 'GET'} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra.join('')}\r\n`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      // The server always sends Content-Length, so the body is everything after the head.
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });

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
    server = await startStaticServer({ root });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
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
    expect(route.body).toContain('<title>app</title>');
    expect((await get('/assets/missing-2.js')).status).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('refuses paths that climb out of the root, however they are encoded', async () => {
    for (const raw of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fsecret.js']) {
      expect(await resolveTarget(root, '/', raw)).toEqual({ kind: 'not-found' });
    }
  });

  it('knows the media types of the item shop: clips and sounds', () => {
    expect(contentTypeFor('media/items/bullseye-blast.mp4')).toBe('video/mp4');
    expect(contentTypeFor('media/items/ripple-ring-effect.webm')).toBe('video/webm');
    expect(contentTypeFor('media/items/gong-bull.wav')).toBe('audio/wav');
    expect(contentTypeFor('sound.MP3')).toBe('audio/mpeg');
    expect(contentTypeFor('sound.ogg')).toBe('audio/ogg');
  });

  it('serves byte ranges for media', async () => {
    const part = await get('/clip.mp4', { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.body).toBe('2345');
  });

  it('normalises sub-path bases', () => {
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('portal')).toBe('/portal/');
    expect(normalizeBasePath('/portal/')).toBe('/portal/');
  });
});

describe('security headers of the static server', () => {
  it("sends the headers the build wrote on every answer, so the page's policy matches its build", async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-server-headers-'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const built = securityHeaders({ apiOrigin: 'https://api.example.com', mocks: false });
    writeFileSync(join(root, SECURITY_HEADERS_FILE), JSON.stringify(built));
    const server = await startStaticServer({ root });
    try {
      for (const path of ['/', '/News?id=3', '/assets/missing-2.js']) {
        const response = await request(server.port, path);
        expect(response.headers.get('content-security-policy')).toBe(built['Content-Security-Policy']);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('still sends nosniff and a referrer policy for a build without a headers file', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-server-headers-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const server = await startStaticServer({ root });
    try {
      const response = await request(server.port, '/');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.has('content-security-policy')).toBe(false);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** The raw bytes of one HTTP/1.1 exchange over a socket (head as text, body as bytes). */
const rawExchange = (port: number, text: string) =>
  new Promise<{ head: string; body: Buffer }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      resolve({ head: all.subarray(0, split).toString('utf8'), body: all.subarray(split + 4) });
    });
  });

describe('what the static server sends as a production host would', () => {
  it('compresses text with brotli or gzip as the browser accepts, and media not at all', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-server-compress-'));
    mkdirSync(join(root, 'assets'));
    const script = `export const words = ${JSON.stringify('darts '.repeat(500))};`;
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets/app-1.js'), script);
    writeFileSync(join(root, 'clip.mp4'), '0123456789');
    const server = await startStaticServer({ root });
    try {
      await server.warmed;
      const ask = (path: string, encoding: string) =>
        rawExchange(server.port, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      const br = await ask('/assets/app-1.js', 'gzip, deflate, br');
      expect(br.head).toMatch(/content-encoding: br/i);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(script);
      expect(br.body.length).toBeLessThan(script.length / 10);
      const gz = await ask('/assets/app-1.js', 'gzip');
      expect(gz.head).toMatch(/content-encoding: gzip/i);
      expect(gunzipSync(gz.body).toString('utf8')).toBe(script);
      const clip = await ask('/clip.mp4', 'br');
      expect(clip.head).not.toMatch(/content-encoding/i);
      expect(clip.body.toString('utf8')).toBe('0123456789');
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('forwards the API paths it is given, method, headers and body, to their server', async () => {
    const seen: Array<{ method?: string; url?: string; type?: string; body: string }> = [];
    const api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, type: request.headers['content-type'], body });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":100}');
      });
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const root = mkdtempSync(join(tmpdir(), 'static-server-proxy-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const target = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const server = await startStaticServer({ root, proxy: { prefixes: ['/rpi/'], target } });
    try {
      const form = 'countryId=617&pageNum=1';
      const answer = await rawExchange(
        server.port,
        `POST /rpi/websitenews/officialNewsList?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
      );
      expect(answer.head).toMatch(/^HTTP\/1.1 200/);
      // Chunked, as the API server sent it.
      expect(answer.body.toString('utf8')).toContain('{"code":100}');
      expect(seen).toEqual([
        { method: 'POST', url: '/rpi/websitenews/officialNewsList?x=1', type: 'application/x-www-form-urlencoded', body: form },
      ]);
      // Other paths stay the site's own.
      expect((await request(server.port, '/rps/login', { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
      await new Promise((done) => api.close(done));
      rmSync(root, { recursive: true, force: true });
    }
  });
});

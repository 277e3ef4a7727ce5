import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
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

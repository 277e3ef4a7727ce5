// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeBasePath, resolveTarget, startStaticServer, type StaticServer } from './static-server';

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

  const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

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
    expect(await route.text()).toContain('<title>app</title>');
    expect((await get('/assets/missing-2.js')).status).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('refuses paths that climb out of the root, however they are encoded', async () => {
    for (const raw of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fsecret.js']) {
      expect(await resolveTarget(root, '/', raw)).toEqual({ kind: 'not-found' });
    }
  });

  it('serves byte ranges for media', async () => {
    const part = await get('/clip.mp4', { headers: { range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
  });

  it('normalises sub-path bases', () => {
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('portal')).toBe('/portal/');
    expect(normalizeBasePath('/portal/')).toBe('/portal/');
  });
});

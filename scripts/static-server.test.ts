// What is ours in the static server: which document a path gets, the sub-path, the headers we set,
// which precompressed file goes out, the API proxy's wiring, HTTPS. What fastify and @fastify/static
// guarantee themselves (serving a file, MIME types, byte ranges, refusing `..`) is their tests' job.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type ServerResponse } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { connect, type AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRecordsDirOf, SECURITY_HEADERS_FILE } from './build-records';
import { securityHeaders } from './security-headers';
import { normalizeBasePath, selfSignedCertificate, startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';

/**
 * One HTTP/1.1 exchange over a raw socket (`request` is the head after the request line). Not
 * `fetch`: the unit setup's msw server refuses calls it does not handle, and fetch hides headers.
 */
const exchange = (port: number, line: string, request = '', body = '') =>
  new Promise<{ status: number; headers: Map<string, string>; body: Buffer; text: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${request}\r\n${body}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk)).on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const [status = '', ...lines] = all.subarray(0, all.indexOf('\r\n\r\n')).toString().split('\r\n');
      const headers = new Map(lines.map((header) => [header.slice(0, header.indexOf(':')).toLowerCase(), header.slice(header.indexOf(':') + 1).trim()]));
      const rest = all.subarray(all.indexOf('\r\n\r\n') + 4);
      resolve({ status: Number(status.split(' ')[1]), headers, body: rest, text: rest.toString() });
    });
  });

/**
 * A built site in a temporary folder (index.html and `files`), with `records` among the build's
 * records beside it (scripts/build-records.ts), served with `options` while `use` runs.
 */
const withSite = async (
  files: Record<string, string | Buffer>,
  options: Omit<StaticServerOptions, 'root'>,
  use: (server: StaticServer) => Promise<void>,
  records: Record<string, string> = {},
) => {
  const folder = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(folder, 'dist');
  const write = (base: string, entries: Record<string, string | Buffer>) => {
    for (const [name, content] of Object.entries(entries)) {
      mkdirSync(dirname(join(base, name)), { recursive: true });
      writeFileSync(join(base, name), content);
    }
  };
  write(root, { 'index.html': '<title>app</title>', ...files });
  write(buildRecordsDirOf(root), records);
  const server = await startStaticServer({ root, ...options });
  try {
    await use(server);
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
};

describe('the static server of a built site', () => {
  it("answers a page path with its own document, other paths with the root's, a missing asset with 404, other methods with 405", async () => {
    const files = { 'Darts/index.html': '<title>darts</title>', 'assets/app-1.js': 'console.log(1)', 'mockServiceWorker.js': '' };
    await withSite(files, {}, async ({ port }) => {
      const get = (path: string) => exchange(port, `GET ${path}`);
      for (const path of ['/Darts', '/Darts/', '/Darts?id=2']) expect((await get(path)).text).toBe('<title>darts</title>');
      const route = await get('/Darts/DartsList?id=3');
      expect([route.status, route.headers.get('content-type'), route.text]).toEqual([200, 'text/html; charset=utf-8', '<title>app</title>']);
      expect((await get('/assets/missing-2.js')).status).toBe(404);
      expect((await exchange(port, 'POST /')).status).toBe(405);
      // Scripts as text/javascript (RFC 9239); only hashed assets cached for good.
      const script = await get('/assets/app-1.js');
      expect([script.headers.get('content-type'), script.headers.get('cache-control')]).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
      expect((await get('/mockServiceWorker.js')).headers.get('cache-control')).toBe('no-cache');
    });
  });

  it('answers 404 under any dot-path: the files of an older build\'s .vite/, .git, however the path is spelled', async () => {
    const files = { '.vite/manifest.json': '{"src/main.tsx":{}}', '.git/config': '[core]', 'assets/.hidden': 'x', 'assets/app-1.js': 'console.log(1)' };
    await withSite(files, {}, async ({ port }) => {
      for (const path of ['/.vite/manifest.json', '/.vite/manifest.json.gz', '/.vite', '/.git/config', '/.git', '/%2evite/manifest.json', '/assets/.hidden', '/.env']) {
        const answer = await exchange(port, `GET ${path}`);
        expect([path, answer.status, answer.text]).toEqual([path, 404, 'Not found\n']);
      }
      expect((await exchange(port, 'GET /assets/app-1.js')).status).toBe(200);
    });
  });

  it('serves a site built for a sub-path under it only', async () => {
    expect([normalizeBasePath('/'), normalizeBasePath('portal'), normalizeBasePath('/portal/')]).toEqual(['/', '/portal/', '/portal/']);
    await withSite({ 'assets/app-1.js': 'console.log(1)' }, { basePath: '/portal/' }, async (server) => {
      expect(server.url).toMatch(/:\d+\/portal\/$/);
      const bare = await exchange(server.port, 'GET /portal');
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/portal/']);
      expect((await exchange(server.port, 'GET /portal/News')).text).toBe('<title>app</title>');
      expect((await exchange(server.port, 'GET /portal/assets/app-1.js')).text).toBe('console.log(1)');
      expect((await exchange(server.port, 'GET /News')).status).toBe(404);
    });
  });

  it('sends the security headers the build wrote on every answer, and nosniff and a referrer policy without them', async () => {
    const built = securityHeaders({ apiOrigin: 'https://api.example.com', mocks: false });
    await withSite(
      {},
      {},
      async ({ port }) => {
        for (const path of ['/', '/News?id=3', '/assets/missing-2.js']) {
          const { headers } = await exchange(port, `GET ${path}`);
          expect(Object.fromEntries(Object.keys(built).map((name) => [name, headers.get(name.toLowerCase())]))).toEqual(built);
        }
      },
      { [SECURITY_HEADERS_FILE]: JSON.stringify(built) },
    );
    await withSite({}, {}, async ({ port }) => {
      const { headers } = await exchange(port, 'GET /');
      expect([headers.get('x-content-type-options'), headers.get('referrer-policy'), headers.has('content-security-policy')]).toEqual([
        'nosniff',
        'strict-origin-when-cross-origin',
        false,
      ]);
    });
  });

  const script = `export const words = ${JSON.stringify('darts '.repeat(500))};`;
  // What the build writes beside each text file (vite.config.ts).
  const builtScript = { 'assets/app-1.js': script, 'assets/app-1.js.br': brotliCompressSync(script), 'assets/app-1.js.gz': gzipSync(script) };

  it("sends the build's brotli or gzip file as the browser accepts", async () => {
    await withSite(builtScript, {}, async ({ port }) => {
      const br = await exchange(port, 'GET /assets/app-1.js', 'Accept-Encoding: gzip, deflate, br\r\n');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      const gz = await exchange(port, 'GET /assets/app-1.js', 'Accept-Encoding: gzip\r\n');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(script);
    });
  });

  /** An API server on a free port that answers `respond`, with what it received. */
  const withApi = async (respond: (response: ServerResponse) => void, use: (target: string, seen: Array<Record<string, unknown>>) => Promise<void>) => {
    const seen: Array<Record<string, unknown>> = [];
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

  // Chunked with keep-alive: connection headers, which the proxy must not pass on (HTTP/2 refuses them).
  const answerChunked = (response: ServerResponse) => {
    response.writeHead(200, { 'Content-Type': 'application/json', Connection: 'keep-alive' });
    response.write('{"code":');
    response.end('100}');
  };

  it('forwards the API paths it is given, method, path, type and body, and passes only end-to-end headers back', async () => {
    await withApi(answerChunked, async (target, seen) => {
      await withSite({}, { proxy: { prefixes: ['/rpi/'], target } }, async ({ port }) => {
        const form = 'countryId=617&pageNum=1';
        const answer = await exchange(port, 'POST /rpi/websitenews/officialNewsList?x=1', `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n`, form);
        expect(answer.status).toBe(200);
        expect(answer.headers.has('keep-alive')).toBe(false);
        expect(answer.text).toMatch(/{"code":[\s\S]*100}/);
        expect(seen.map(({ connection: _, ...call }) => call)).toEqual([
          { method: 'POST', url: '/rpi/websitenews/officialNewsList?x=1', type: 'application/x-www-form-urlencoded', body: form },
        ]);
        // Other paths stay the site's own.
        expect((await exchange(port, 'POST /rps/login')).status).toBe(405);
      });
    });
  });

  /**
   * One HTTP/2 request from a Node process of its own (argv: origin, headers as JSON, body), printing
   * the answer's headers and body. Not from this process: the unit setup's msw intercepts its sockets.
   */
  const http2Client = `
    import { connect } from 'node:http2';
    const [origin, headers, body] = process.argv.slice(1);
    const session = connect(origin, { rejectUnauthorized: false });
    const stream = session.request(JSON.parse(headers));
    let answer = {}, chunks = [];
    stream.on('response', (received) => (answer = received)).on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => { process.stdout.write(JSON.stringify({ headers: answer, body: Buffer.concat(chunks).toString('base64') })); session.close(); });
    stream.end(body || undefined);`;

  // Two Node processes of their own: seconds on a busy machine.
  it('serves HTTPS over HTTP/2 with the throwaway certificate, the API forwarded', { timeout: 30_000 }, async () => {
    await withApi(answerChunked, async (target, seen) => {
      await withSite(builtScript, { tls: await selfSignedCertificate(), proxy: { prefixes: ['/rpi/'], target } }, async (server) => {
        const http2 = async (headers: Record<string, string>, body = '') => {
          const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', http2Client, server.url, JSON.stringify(headers), body]);
          const answer = JSON.parse(stdout) as { headers: Record<string, unknown>; body: string };
          return { headers: answer.headers, body: Buffer.from(answer.body, 'base64') };
        };
        expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
        const file = await http2({ ':path': '/assets/app-1.js', 'accept-encoding': 'br' });
        expect([file.headers[':status'], file.headers['content-encoding'], brotliDecompressSync(file.body).toString()]).toEqual([200, 'br', script]);
        const call = await http2({ ':method': 'POST', ':path': '/rpi/banner/bannerShow', 'content-type': 'application/x-www-form-urlencoded' }, 'countryId=617');
        expect([call.headers[':status'], call.body.toString()]).toEqual([200, '{"code":100}']);
        expect(call.headers.connection).toBeUndefined();
        expect(seen.map(({ body, connection }) => ({ body, connection }))).toEqual([{ body: 'countryId=617', connection: 'keep-alive' }]);
      });
    });
  });
});

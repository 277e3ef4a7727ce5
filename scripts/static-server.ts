// A small static file server for a built site with single-page-app fallback.
// Shared by `npm start` (scripts/serve-demo.mjs, run by Node's own type stripping) and the
// browser tests (e2e/global-setup.ts). Only erasable TypeScript here (no enums, namespaces).
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip as gzipCompress } from 'node:zlib';
import type { AddressInfo, Server, Socket } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { readBuiltSecurityHeaders, type SecurityHeaders } from './security-headers.ts';

export const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Item shop sounds (public/media/items/).
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const contentTypeFor = (file: string): string =>
  contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';

export interface StaticServerOptions {
  /** Folder to serve (e.g. dist-demo). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** When the port is taken, take a free one instead of failing. */
  fallbackToFreePort?: boolean;
  /** Sub-path the site was built for (Vite `base`), e.g. "/portal/". */
  basePath?: string;
  /**
   * Headers of every response. By default the ones the build wrote (Content-Security-Policy with
   * `frame-ancestors 'none'`, nosniff, Referrer-Policy; see scripts/security-headers.ts).
   */
  headers?: SecurityHeaders;
  /**
   * Paths forwarded to another server, as a deployment's reverse proxy does for the API, e.g.
   * `{ prefixes: ['/rpi/', '/rps/'], target: 'http://127.0.0.1:8787' }`.
   */
  proxy?: { prefixes: readonly string[]; target: string };
  /**
   * PEM key and certificate: serve HTTPS with HTTP/2, as production hosts do (HTTP/1.1 stays for
   * clients that do not offer HTTP/2). Without them, plain HTTP/1.1.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export interface StaticServer {
  /** Site URL including the base path, with a trailing slash, e.g. http://127.0.0.1:4173/ (https with `tls`). */
  url: string;
  port: number;
  /** Settles once every file is compressed: a measurement waits for it, as a CDN has its files ready. */
  warmed: Promise<void>;
  close(): Promise<void>;
}

type Target = { kind: 'file'; file: string; size: number } | { kind: 'not-found' } | { kind: 'redirect'; location: string };

const isFile = async (file: string): Promise<number | null> => {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
};

/**
 * Maps a request path to what to send: an existing file, index.html for app routes (paths
 * without a file extension, or .html), or 404 for a missing asset so a broken chunk shows up as
 * an error instead of HTML.
 */
export const resolveTarget = async (root: string, basePath: string, rawPath: string): Promise<Target> => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath.split('?')[0] ?? '/');
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname.includes('\0')) return { kind: 'not-found' };
  if (basePath !== '/') {
    if (pathname === basePath.slice(0, -1)) return { kind: 'redirect', location: basePath };
    if (!pathname.startsWith(basePath)) return { kind: 'not-found' };
    pathname = `/${pathname.slice(basePath.length)}`;
  }
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return { kind: 'not-found' };
  const candidates = pathname.endsWith('/') ? [join(file, 'index.html')] : [file, join(file, 'index.html')];
  for (const candidate of candidates) {
    const size = await isFile(candidate);
    if (size !== null) return { kind: 'file', file: candidate, size };
  }
  const extension = extname(pathname).toLowerCase();
  if (extension && extension !== '.html') return { kind: 'not-found' };
  const index = join(root, 'index.html');
  const size = await isFile(index);
  return size === null ? { kind: 'not-found' } : { kind: 'file', file: index, size };
};

const cacheControlFor = (root: string, file: string): string =>
  file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';

const parseRange = (header: string | undefined, size: number): { start: number; end: number } | null => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] !== '' && match[2] !== '' ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
};

/** What a server sends for a build that wrote no security headers (an older build). */
const baseSecurityHeaders: SecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Text worth compressing: what a production host (or CDN) sends compressed. */
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
type Encoding = 'br' | 'gzip';
const preferredEncoding = (header: string | string[] | undefined): Encoding | null => {
  const accepted = String(header ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
};
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Compressed bodies by encoding, modification time and file, at the levels a production host
 * precompresses with (brotli 11, gzip 9). Compression runs off the main thread and is shared by
 * concurrent requests; the server starts it for every file at once (see `warmed`), so visits
 * rarely wait for it.
 */
const compressedCache = new Map<string, Promise<Buffer>>();
const compressedBody = async (file: string, encoding: Encoding): Promise<Buffer> => {
  const key = `${encoding}:${(await stat(file)).mtimeMs}:${file}`;
  let compressed = compressedCache.get(key);
  if (!compressed) {
    compressed = readFile(file).then((body) =>
      encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }) : gzip(body, { level: 9 }),
    );
    compressedCache.set(key, compressed);
  }
  return compressed;
};

/** Compresses every compressible file of the site ahead of its first visit. */
const warmCompression = async (root: string): Promise<void> => {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && compressible.test(contentTypeFor(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => compressedBody(file, 'br').catch(() => undefined)));
};

/**
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1), and HTTP/2's
 * pseudo-headers: a proxy does not pass them on, and HTTP/2 refuses the former.
 */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
const endToEnd = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !connectionHeaders.has(name)));

/** Forwards a request as it came (method, end-to-end headers, body) and streams the answer back. */
const forward = (target: string, request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', target);
  const upstream = httpRequest(url, { method: request.method, headers: { ...endToEnd(request.headers), host: url.host } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    answer.pipe(response);
  });
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway\n');
    else response.destroy();
  });
  request.pipe(upstream);
};

const handle = (root: string, basePath: string, security: SecurityHeaders, proxy: StaticServerOptions['proxy']) => async (request: IncomingMessage, response: ServerResponse) => {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (proxy && proxy.prefixes.some((prefix) => path.startsWith(prefix))) {
    forward(proxy.target, request, response);
    return;
  }
  for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const target = await resolveTarget(root, basePath, request.url ?? '/');
  if (target.kind === 'redirect') {
    response.writeHead(301, { Location: target.location }).end();
    return;
  }
  if (target.kind === 'not-found') {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const headers: Record<string, string | number> = {
    'Content-Type': contentTypeFor(target.file),
    'Cache-Control': cacheControlFor(root, target.file),
    'Accept-Ranges': 'bytes',
  };
  const encoding = compressible.test(headers['Content-Type'] as string) ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding && !request.headers.range) {
    const body = await compressedBody(target.file, encoding);
    response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length, Vary: 'Accept-Encoding' });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const range = parseRange(request.headers.range, target.size);
  if (request.headers.range && !range) {
    response.writeHead(416, { 'Content-Range': `bytes */${target.size}` }).end();
    return;
  }
  const { start, end } = range ?? { start: 0, end: target.size - 1 };
  headers['Content-Length'] = target.size === 0 ? 0 : end - start + 1;
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${target.size}`;
  response.writeHead(range ? 206 : 200, headers);
  if (request.method === 'HEAD' || target.size === 0) {
    response.end();
    return;
  }
  createReadStream(target.file, { start, end })
    .on('error', () => response.destroy())
    .pipe(response);
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolvePort, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });

export const normalizeBasePath = (basePath = '/'): string => {
  const trimmed = basePath.trim() || '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
};

export const startStaticServer = async (options: StaticServerOptions): Promise<StaticServer> => {
  const root = resolve(options.root);
  if ((await isFile(join(root, 'index.html'))) === null) {
    throw new Error(`${root}/index.html not found: build the site first.`);
  }
  const host = options.host ?? '127.0.0.1';
  const basePath = normalizeBasePath(options.basePath);
  const security = options.headers ?? { ...baseSecurityHeaders, ...readBuiltSecurityHeaders(root) };
  // HTTP/2's compatibility API is made to pass for HTTP/1's request and response: one handler.
  const serve = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
    const http1 = { request: request as IncomingMessage, response: response as unknown as ServerResponse };
    handle(root, basePath, security, options.proxy)(http1.request, http1.response).catch(() => {
      if (!http1.response.headersSent) http1.response.writeHead(500).end();
      else http1.response.destroy();
    });
  };
  const server: Server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, serve) : createServer(serve);
  // Closing waits for open connections (keep-alive, HTTP/2 sessions); the server ends them itself.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let port: number;
  try {
    port = await listen(server, options.port ?? 0, host);
  } catch (error) {
    if (!options.fallbackToFreePort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    port = await listen(server, 0, host);
  }
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${options.tls ? 'https' : 'http'}://${shownHost}:${port}${basePath}`,
    port,
    warmed: warmCompression(root),
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        for (const socket of sockets) socket.destroy();
      }),
  };
};

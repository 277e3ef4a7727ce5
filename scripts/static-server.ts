// Serves a build as a production host does, on fastify: a page path's own document
// (`/News` → News/index.html) or else /index.html, the build's security headers, the brotli and
// gzip files the build wrote beside each text file (vite.config.ts), the API forwarded to another
// server, HTTPS with HTTP/2 when given a certificate. Used by `npm start` (serve-demo.mjs, run by
// Node's own type stripping: only erasable TypeScript here), the browser tests, `npm run size` and
// `npm run lighthouse`.
import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import fastify, { type FastifyInstance } from 'fastify';
import selfsigned from 'selfsigned';
import { readBuiltSecurityHeaders, type SecurityHeaders } from './security-headers.ts';

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
  /** Headers of every response of the site. By default the ones the build wrote (scripts/security-headers.ts). */
  headers?: SecurityHeaders;
  /** Paths forwarded to another server, as a deployment's reverse proxy does for the API. */
  proxy?: { prefixes: readonly string[]; target: string };
  /** PEM key and certificate: HTTPS with HTTP/2, as production hosts serve (HTTP/1.1 stays for clients without it). */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export interface StaticServer {
  /** Site URL including the base path, with a trailing slash, e.g. http://127.0.0.1:4173/ (https with `tls`). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** What a server sends for a build that wrote no security headers (an older build). */
const baseSecurityHeaders: SecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Headers that describe one connection, not the message: a proxy does not pass them on. */
const connectionHeaders = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** Whether a request's path has a segment starting with a dot, however it is encoded (`/%2evite/`). */
export const isDotPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).some((segment) => segment.startsWith('.'));
};

export const normalizeBasePath = (basePath = '/'): string => {
  const trimmed = basePath.trim() || '/';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
};

/** A throwaway key and certificate for 127.0.0.1 and localhost, valid for a day (browsers using it ignore certificate errors). */
export const selfSignedCertificate = async (): Promise<{ key: string; cert: string }> => {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  return { key: pems.private, cert: pems.cert };
};

const site = async (root: string, basePath: string, security: SecurityHeaders, options: StaticServerOptions): Promise<FastifyInstance> => {
  // HTTP/2's compatibility API passes for HTTP/1's: one set of handlers serves both.
  const app = (
    options.tls
      ? fastify({ http2: true, https: { ...options.tls, allowHTTP1: true }, forceCloseConnections: true })
      : fastify({ forceCloseConnections: true })
  ) as FastifyInstance;
  const proxied = (url: string) => options.proxy?.prefixes.some((prefix) => url.startsWith(prefix)) ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (proxied(request.url)) return;
    reply.headers(security);
    // Nothing under a dot-path is the site's (`.vite/` of an older build, `.git`, `.env`): a 404,
    // never the file, nor the root document a path without a file gets.
    if (isDotPath(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
  });
  // JavaScript's type is text/javascript (RFC 9239); the mime table of @fastify/static still says application/.
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
  });
  for (const prefix of options.proxy?.prefixes ?? []) {
    const path = prefix.replace(/\/$/, '');
    await app.register(fastifyProxy, {
      upstream: options.proxy!.target,
      prefix: path,
      rewritePrefix: path,
      // End-to-end headers only (RFC 9110 section 7.6.1): the API's keep-alive is not the client's.
      replyOptions: { rewriteHeaders: (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !connectionHeaders.has(name))) },
    });
  }
  await app.register(fastifyStatic, {
    root,
    prefix: basePath,
    preCompressed: true,
    cacheControl: false,
    // Only hashed files are cached for good; documents and the service worker are checked each time.
    setHeaders: (reply, file) =>
      reply.header('Cache-Control', file.startsWith(join(root, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  // @fastify/static answers a page path with its folder's index.html (`/News` → News/index.html).
  // Any other path without a file gets the root document; a missing asset stays a 404, so a broken
  // chunk shows up as an error instead of HTML.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    const path = request.url.split('?')[0] ?? '/';
    if (basePath !== '/' && path === basePath.slice(0, -1)) return reply.redirect(basePath, 301);
    const extension = extname(path).toLowerCase();
    if (!path.startsWith(basePath) || (extension && extension !== '.html')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return reply.sendFile('index.html');
  });
  return app;
};

export const startStaticServer = async (options: StaticServerOptions): Promise<StaticServer> => {
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html not found: build the site first.`);
  const host = options.host ?? '127.0.0.1';
  const basePath = normalizeBasePath(options.basePath);
  const security = options.headers ?? { ...baseSecurityHeaders, ...readBuiltSecurityHeaders(root) };
  let app = await site(root, basePath, security, options);
  try {
    await app.listen({ port: options.port ?? 0, host });
  } catch (error) {
    await app.close();
    if (!options.fallbackToFreePort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    app = await site(root, basePath, security, options);
    await app.listen({ port: 0, host });
  }
  const port = (app.server.address() as { port: number }).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}${basePath}`,
    port,
    close: () => app.close(),
  };
};

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { resetBackend, useBackendOrigin } from './backend';
import { handlers } from './handlers';
import { directRouteOf, type DirectRoute } from './handlers/call-handler';
import { envelopeResponse, requestTooLarge, requestTooLargeParams } from './handlers/envelope';
import { bodyLimitFor, declaredLength, MAX_HEADER_BYTES } from './rules/limits';
import { FALLBACK_LANGUAGE, localise, pickLanguage } from './rules/messages';
import { ResultCode } from '@/shared/api/wire';
import { systemClock } from './rules/clock';
import { applyProviderState, UnknownProviderStateError, type ProviderStateChange } from './scenarios/provider-states';

export const PROVIDER_STATES_PATH = '/__pact/provider-states';

export interface MockHttpServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  scenario?: string;
  /** Also answer `POST /__pact/provider-states` (Pact verification only). */
  providerStates?: boolean;
  /**
   * The origin clients reach the server on, which the addresses it hands out (uploads) are built
   * on; default its own URL. Needed behind a proxy or when listening on 0.0.0.0.
   */
  origin?: string;
}

// Any origin may call: the fake backend has no cookies, and the token travels in a header.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'access-control-max-age': '600',
};

/** How long a refused client may take to hang up before the server cuts the connection. */
const REFUSED_GRACE_MS = 2000;

/**
 * The body, or null as soon as it is known to pass its limit. Reading then stops where it is
 * (the stream is paused, not destroyed, so the answer can still go out on the same socket) and
 * the rest is never buffered.
 */
function readBody(incoming: IncomingMessage): Promise<Buffer | null> {
  const limit = bodyLimitFor(incoming.headers['content-type'] ?? null);
  const declared = declaredLength(incoming.headers['content-length'] ?? null);
  if (declared !== null && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const take = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= limit) return void chunks.push(chunk);
      incoming.off('data', take);
      incoming.pause();
      resolve(null);
    };
    incoming.on('data', take);
    incoming.once('end', () => resolve(Buffer.concat(chunks)));
    incoming.once('error', reject);
  });
}

/**
 * Answers a request over its limit and drops the connection without reading the rest of it.
 * Node would close a "Connection: close" socket the moment the answer is written; with body bytes
 * still unread, that close sends a reset which can overtake the answer at a slow client. So the
 * server half-closes instead and leaves the socket paused: the client reads the answer and hangs
 * up, and one that does not is cut off after a grace period.
 */
async function refuseTooLarge(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const language = pickLanguage(incoming.headers['accept-language']);
  const limit = bodyLimitFor(incoming.headers['content-type'] ?? null);
  const { socket } = incoming;
  incoming.pause();
  // Marks the body as being consumed, so Node does not drain ("dump") the rest after the answer.
  incoming.read(0);
  socket.destroySoon = () => {
    socket.end();
    const cutOff = setTimeout(() => socket.destroy(), REFUSED_GRACE_MS).unref();
    socket.once('close', () => clearTimeout(cutOff));
  };
  outgoing.setHeader('connection', 'close');
  await send(outgoing, envelopeResponse(requestTooLarge(limit), language));
}

/**
 * What Node answers itself before any handler runs: a request line or headers over
 * MAX_HEADER_BYTES (a bare 431 by default) get the envelope too; other malformed requests a 400.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  if (error.code !== 'HPE_HEADER_OVERFLOW') {
    return void socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }
  // The headers were not read, so neither was Accept-Language: the backend's fallback language.
  const msg = localise(FALLBACK_LANGUAGE, 'requestTooLarge', requestTooLargeParams());
  const body = Buffer.from(JSON.stringify({ code: ResultCode.invalid, msg, data: null }));
  const headers = Object.entries({ ...CORS, 'content-type': 'application/json', 'content-length': body.byteLength, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\n${headers}\r\n`), body]));
}

/** The request's URL as the client addressed it (the Host header keeps it origin-independent). */
const urlOf = (incoming: IncomingMessage): URL => new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);

function toFetchRequest(incoming: IncomingMessage, body: Buffer): Request {
  // Pairs straight from the raw headers: Request copies them into its own Headers once.
  const headers: [string, string][] = [];
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.push([incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!]);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.byteLength > 0;
  return new Request(urlOf(incoming), { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
}

async function send(outgoing: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS, 'content-length': body.byteLength });
  outgoing.end(body);
}

/**
 * The calls' answers by method and path. msw's `getResponse` matches a request against every
 * handler in turn and wraps it in its own machinery: about 300 µs a request, most of the fake
 * backend's cost over a bare server. The HTTP server knows the path exactly, so calls go straight
 * to their handler; anything else (the dev outbox, unknown paths) still goes through msw.
 */
const directRoutes = new Map<string, DirectRoute['answer']>(
  handlers.flatMap((handler) => {
    const route = directRouteOf(handler);
    return route ? [[`${route.method} ${route.path}`, route.answer] as const] : [];
  }),
);

async function answerProviderState(body: Buffer): Promise<Response> {
  try {
    const values = await applyProviderState(JSON.parse(body.toString('utf8') || '{}') as ProviderStateChange);
    return Response.json(values);
  } catch (error) {
    const status = error instanceof UnknownProviderStateError || error instanceof SyntaxError ? 400 : 500;
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status });
  }
}

/**
 * The fake backend as a real HTTP server (`npm run mock:serve`, Pact provider verification, a
 * browser on another origin): node:http in front of the same handlers, calls dispatched by path.
 */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const { port = 0, host = '127.0.0.1', seed, scenario, providerStates = false, origin } = options;
  await resetBackend({ seed, scenario, mediaBase: '/', clock: systemClock });

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, async (incoming, outgoing) => {
    try {
      if (incoming.method === 'OPTIONS') return void outgoing.writeHead(204, CORS).end();
      const body = await readBody(incoming);
      if (body === null) return await refuseTooLarge(incoming, outgoing);
      if (providerStates && incoming.method === 'POST' && urlOf(incoming).pathname === PROVIDER_STATES_PATH) {
        return await send(outgoing, await answerProviderState(body));
      }
      const request = toFetchRequest(incoming, body);
      const direct = directRoutes.get(`${request.method} ${new URL(request.url).pathname}`);
      const response = direct ? await direct(request) : await getResponse(handlers, request);
      await send(outgoing, response ?? new Response('Not found', { status: 404 }));
    } catch (error) {
      // A client that hangs up mid-request is no fault of the backend's.
      if (incoming.destroyed && !outgoing.headersSent) return;
      console.error('[fake backend] request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, CORS);
      outgoing.end();
    }
  });

  server.on('clientError', answerClientError);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const restoreOrigin = useBackendOrigin(origin ?? url);

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        restoreOrigin();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

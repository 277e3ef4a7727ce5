import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { backend, resetBackend, useBackendOrigin } from './backend';
import { answerCall } from './answer-call';
import { answerApiDescription } from './api-description';
import { allowedMethodsOf } from './handlers/unknown-calls';
import { envelopeResponse, requestTooLarge, requestTooLargeParams } from './handlers/envelope';
import { bodyLimitFor, declaredLength, MAX_HEADER_BYTES } from './rules/limits';
import { FALLBACK_LANGUAGE, localise, pickLanguage } from './rules/messages';
import { ResultCode } from '@/shared/api/wire';
import { systemClock } from './rules/clock';
import { answerWithFaults, type FaultedAnswer } from './faults/apply-faults';
import { formatFaults } from './faults/fault-rules';
import { createFaultSwitch } from './faults/fault-switch';
import { createCallLog } from './inspector/call-log';
import { requestParams } from './inspector/request-params';
import { answerLog } from './inspector/log-endpoint';
import { MOCK_PATHS, MOCK_PREFIX } from './mock-paths';
import { toFetchRequest } from './node-request';
import { applyProviderState, UnknownProviderStateError, type ProviderStateChange } from './scenarios/provider-states';
import { choiceOfRequest, SCENARIO_HEADER } from './scenarios/scenario-header';
import { forgetLeftData, serverData } from './server-data';
import { createServerScenario } from './server-scenario';
import { createPassThrough, type Passed, type PassThrough } from './upstream/pass-through';
import type { UpstreamSettings } from './upstream/settings';

export interface MockHttpServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  scenario?: string;
  /** Also answer `POST /__mock/provider-states` (Pact verification only). */
  providerStates?: boolean;
  /**
   * The origin clients reach the server on, which the addresses it hands out (uploads) are built
   * on; default its own URL. Needed behind a proxy or when listening on 0.0.0.0.
   */
  origin?: string;
  /**
   * Answer the fake backend's own endpoints (under `/__mock/`: the outbox, which lists every
   * verification code, the scenario switch and the provider states) to any client. By default only
   * clients on this machine get them.
   */
  exposeDevTools?: boolean;
  /** A request whose headers have not all arrived after this long is cut off (Node answers 408). */
  headersTimeoutMs?: number;
  /** A request whose body has not all arrived after this long is cut off (Node answers 408). */
  requestTimeoutMs?: number;
  /** A request whose answer is not ready this long after its body was read gets a plain 503. */
  responseTimeoutMs?: number;
  /** Latency and faults from the start, as `?faults=` writes them (`*:3g,news.officialNewsList:http-503`); `/__mock/faults` changes them. */
  faults?: string;
  /** A real API to pass calls to, a folder to record its answers in, recorded answers to replay (upstream/settings.ts). */
  upstream?: UpstreamSettings | null;
  /** How long the upstream may take before the client gets a 504 (default 15 s). */
  upstreamTimeoutMs?: number;
}

const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
const RESPONSE_TIMEOUT_MS = 30_000;

/** The methods a fetch Request can carry; anything else (TRACE, PROPFIND, …) is not one the API knows. */
const FETCH_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** What the server answers on a path that is not a call. */
const SERVER_METHODS = 'GET, POST, OPTIONS';

// Any origin may call: the fake backend has no cookies, and the token travels in a header.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': `Authorization, Content-Type, Accept, Accept-Language, ${SCENARIO_HEADER}`,
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
 * MAX_HEADER_BYTES (a bare 431 by default) get the envelope too; a request that did not arrive in
 * time a 408 (as Node's own handler would); other malformed requests (an unknown method) a 400.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return void socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  }
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

/**
 * The request's URL as the client addressed it (the Host header keeps it origin-independent), or
 * null when the Host header or the target is not one a URL can be made of: a space, an open
 * bracket, a port past 65535, credentials (`u@x`), a path, or nothing at all. The target is joined
 * as text, so `//rpi/…` stays a path instead of naming another host.
 */
export function requestUrlOf(host: string | undefined, target: string | undefined): URL | null {
  const authority = host ?? 'localhost';
  if (/[@/?#\\\s]/.test(authority) || !target?.startsWith('/')) return null;
  try {
    return new URL(`${new URL(`http://${authority}`).origin}${target}`);
  } catch {
    return null;
  }
}

/** Sends `response`; resolves with the body's bytes as sent (the call log keeps them). */
async function send(outgoing: ServerResponse, response: Response): Promise<Buffer> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS, 'content-length': body.byteLength });
  outgoing.end(body);
  return body;
}

/** What the server does with a request (see FaultedAnswer), and for a logged call where its answer's bytes go once sent. */
type ServerAnswer = FaultedAnswer & { sent?: (body: Uint8Array) => void };

/** Whether a client's address is this machine's own: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

/** `/__mock` as a path segment, in any letter case. */
const MOCK_SEGMENT = new RegExp(`/${MOCK_PREFIX.replace(/\/$/, '')}(?:/|$)`, 'i');

/**
 * One of the fake backend's own endpoints: the outbox (every verification code "sent", enough to
 * take over any account), the scenario switch and the provider states (which rewrite the data).
 * Decoded first, so no spelling of the path slips past.
 */
const isMockPath = (pathname: string): boolean => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return MOCK_SEGMENT.test(decoded);
};

/** A plain answer without the envelope, for requests that never reach a call. */
function sendPlain(outgoing: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`);
  outgoing.writeHead(status, { ...CORS, ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-length': body.byteLength });
  outgoing.end(body);
}

/** What Node would otherwise do with a CONNECT request: close the socket without a word. */
function refuseConnect(_incoming: IncomingMessage, socket: Duplex): void {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVER_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Settles when the client hangs up, or after `ms`. */
const untilClosedOr = (incoming: IncomingMessage, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    incoming.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Resolves with null after `ms`, so a hung answer turns into a 503 instead of an open socket; its
 * signal aborts then, so the hung request stops holding the data (scenario switches wait for it).
 */
const timeLimit = (ms: number): { expired: Promise<null>; signal: AbortSignal; clear(): void } => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
      controller.abort(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  return { expired, signal: controller.signal, clear: () => clearTimeout(timer) };
};

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
): Promise<{ url: string; passThrough: PassThrough | null; openConnections(): Promise<number>; close(): Promise<void> }> {
  const { port = 0, host = '127.0.0.1', seed, scenario, providerStates = false, origin, exposeDevTools = false } = options;
  const { headersTimeoutMs = HEADERS_TIMEOUT_MS, requestTimeoutMs = REQUEST_TIMEOUT_MS, responseTimeoutMs = RESPONSE_TIMEOUT_MS } = options;
  // Fresh data, set up alone: another server of the process may be answering from the one database.
  await serverData.exclusive(async () => {
    forgetLeftData();
    await resetBackend({ seed, scenario, mediaBase: '/', clock: systemClock });
  });
  const ownScenario = createServerScenario({ scenario: backend.scenario.name, seed: backend.seed });

  /** Provider states rewrite the data in memory: alone, and the server answers from what they set up. */
  const setUpProviderState = async (body: Buffer, signal: AbortSignal): Promise<Response> => {
    const answer = await serverData.exclusive(() => answerProviderState(body), signal);
    ownScenario.follow({ scenario: backend.scenario.name, seed: backend.seed });
    return answer;
  };

  const faults = createFaultSwitch(options.faults);
  const log = createCallLog();
  const passThrough = options.upstream ? await createPassThrough(options.upstream, { timeoutMs: options.upstreamTimeoutMs }) : null;

  /**
   * A call (or the outbox, or a 404) from a recording or the upstream when the pass-through takes
   * it, else from the data of the scenario the request names, else the server's; under its fault
   * rule either way, and noted in the log with where its answer came from and what its handler learnt.
   */
  const answerFromData = async (incoming: IncomingMessage, url: URL, body: Buffer, signal: AbortSignal): Promise<ServerAnswer> => {
    const startedAt = Date.now();
    const request = toFetchRequest(url, incoming, body);
    const passed: Passed | null = passThrough ? await passThrough.pick(request) : null;
    let call: () => Promise<Response>;
    if (passed) call = () => passed.answer(signal);
    else {
      const asked = choiceOfRequest(request, ownScenario.choice);
      if ('refusal' in asked) return { kind: 'response', response: asked.refusal };
      const fake = async () => (await answerCall(request, url.pathname)) ?? new Response('Not found', { status: 404 });
      // The delay passes outside the data switch: a slow call holds no other scenario's calls back.
      call = () => serverData.run(asked.choice, fake, signal);
    }
    const rule = faults.ruleAt(url.pathname);
    const result = await answerWithFaults(rule, call);
    if (url.pathname.startsWith(`/${MOCK_PREFIX}`)) return result;
    const status = result.kind === 'response' ? result.response.status : null;
    const sent = log.record(request, {
      status,
      startedAt,
      ms: Date.now() - startedAt,
      fault: rule && formatFaults([rule]),
      source: passed?.source ?? 'fake',
      paramsOf: () => passed?.params ?? requestParams(url, request.headers.get('content-type'), body.toString('utf8')),
    });
    return { ...result, sent };
  };

  /** The API description or one of the server's own endpoints; undefined for anything else. */
  const answerOwn = async (incoming: IncomingMessage, url: URL, body: Buffer, signal: AbortSignal): Promise<Response | undefined> => {
    const method = incoming.method ?? 'GET';
    const description = answerApiDescription(method, url.pathname);
    if (description) return description;
    switch (url.pathname) {
      case `/${MOCK_PATHS.scenario}`:
        return ownScenario.answer(method, body, signal);
      case `/${MOCK_PATHS.faults}`:
        return faults.answer(method, body.toString('utf8'), incoming.headers['content-type']);
      case `/${MOCK_PATHS.log}`:
        return answerLog(log, method, url);
      case `/${MOCK_PATHS.providerStates}`:
        return providerStates && method === 'POST' ? setUpProviderState(body, signal) : undefined;
      default:
        return undefined;
    }
  };

  /** The answer of a request whose body has been read: the server's own, or the data's. */
  const answer = async (incoming: IncomingMessage, url: URL, body: Buffer, signal: AbortSignal): Promise<ServerAnswer> => {
    const own = await answerOwn(incoming, url, body, signal);
    return own ? { kind: 'response', response: own } : answerFromData(incoming, url, body, signal);
  };

  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      // Node's own limits are 60 s for the headers and 300 s for the whole request: a client
      // trickling its bytes would hold a socket that long. Checked every second, not every 30.
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, headersTimeoutMs, requestTimeoutMs),
    },
    async (incoming, outgoing) => {
      try {
        const url = requestUrlOf(incoming.headers.host, incoming.url);
        if (!url) return sendPlain(outgoing, 400, 'Bad request: the Host header or the target is not a URL', { connection: 'close' });
        if (incoming.method === 'OPTIONS') return void outgoing.writeHead(204, CORS).end();
        if (!exposeDevTools && isMockPath(url.pathname) && !isLoopbackAddress(incoming.socket.remoteAddress)) {
          return sendPlain(outgoing, 403, `The fake backend answers /${MOCK_PREFIX} only to this machine (mock:serve --expose-dev-tools answers everyone)`);
        }
        if (!FETCH_METHODS.has(incoming.method ?? '')) {
          return sendPlain(outgoing, 405, `${incoming.method} is not allowed`, { allow: allowedMethodsOf(url.pathname) ?? SERVER_METHODS });
        }
        const body = await readBody(incoming);
        if (body === null) return await refuseTooLarge(incoming, outgoing);
        const limit = timeLimit(responseTimeoutMs);
        const result = await Promise.race([answer(incoming, url, body, limit.signal), limit.expired]).finally(limit.clear);
        if (result?.kind === 'response') {
          const sentBody = await send(outgoing, result.response);
          return result.sent?.(sentBody);
        }
        // Injected faults: no answer at all, or none until the client gives up (or the limit below).
        if (result?.kind === 'network') return void incoming.socket.destroy();
        if (result?.kind === 'timeout') await untilClosedOr(incoming, responseTimeoutMs);
        else console.error(`[fake backend] ${incoming.method} ${url.pathname} had no answer after ${responseTimeoutMs} ms`);
        if (incoming.socket.destroyed) return;
        sendPlain(outgoing, 503, `No answer within ${responseTimeoutMs} ms`, { 'retry-after': '1', connection: 'close' });
      } catch (error) {
        // A client that hung up mid-request is no fault of the backend's, and there is no one to answer.
        if (incoming.socket?.destroyed) return;
        console.error('[fake backend] request failed', error);
        if (outgoing.headersSent) return void outgoing.destroy();
        sendPlain(outgoing, 500, 'The fake backend failed on this request', { connection: 'close' });
      }
    },
  );

  server.on('clientError', answerClientError);
  server.on('connect', refuseConnect);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const restoreOrigin = useBackendOrigin(origin ?? url);

  return {
    url,
    passThrough,
    openConnections: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    close: () =>
      new Promise<void>((resolve, reject) => {
        restoreOrigin();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { resetBackend } from './backend';
import { handlers } from './handlers';
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
}

// Any origin may call: the fake backend has no cookies, and the token travels in a header.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'access-control-max-age': '600',
};

async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request's URL as the client addressed it (the Host header keeps it origin-independent). */
const urlOf = (incoming: IncomingMessage): URL => new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);

function toFetchRequest(incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(urlOf(incoming), { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
}

async function send(outgoing: ServerResponse, response: Response): Promise<void> {
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...CORS });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

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
 * browser on another origin): node:http in front of msw's `getResponse` over the same handlers.
 */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const { port = 0, host = '127.0.0.1', seed, scenario, providerStates = false } = options;
  await resetBackend({ seed, scenario, mediaBase: '/', clock: systemClock });

  const server = createServer(async (incoming, outgoing) => {
    try {
      if (incoming.method === 'OPTIONS') return void outgoing.writeHead(204, CORS).end();
      const body = await readBody(incoming);
      if (providerStates && incoming.method === 'POST' && urlOf(incoming).pathname === PROVIDER_STATES_PATH) {
        return await send(outgoing, await answerProviderState(body));
      }
      const response = await getResponse(handlers, toFetchRequest(incoming, body));
      await send(outgoing, response ?? new Response('Not found', { status: 404 }));
    } catch (error) {
      console.error('[fake backend] request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, CORS);
      outgoing.end();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

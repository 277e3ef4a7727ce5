import type { IncomingMessage } from 'node:http';

/**
 * A request that reached a Node server (`mock:serve`, the dev server's pass-through) as the Fetch
 * API's Request, which the fake backend and the pass-through read; `body` is what was read of it.
 */
export function toFetchRequest(url: URL, incoming: IncomingMessage, body: Uint8Array | null): Request {
  // Pairs straight from the raw headers: Request copies them into its own Headers once.
  const headers: [string, string][] = [];
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.push([incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!]);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== null && body.byteLength > 0;
  return new Request(url, { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
}

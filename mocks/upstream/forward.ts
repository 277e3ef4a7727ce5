import type { Exchange } from './har';
import { SOURCE_HEADER } from './passes';

/**
 * The request headers the upstream gets: what says how to read the body and answer, and the
 * client's credentials. Hop-by-hop headers (Connection, Keep-Alive, Transfer-Encoding, …), Host,
 * and the fake backend's own (X-Mock-Scenario) stay here.
 */
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', 'authorization', 'token', 'cookie'];

/** How long the upstream may take: the app's own calls give up after 15 s, so a slower answer helps no one. */
export const UPSTREAM_TIMEOUT_MS = 15_000;

/** The upstream's address for a request: its origin and base path, then the request's path and query. */
export const upstreamUrlOf = (upstream: URL, url: URL): URL =>
  new URL(`${upstream.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`, upstream.origin);

const plain = (status: number, text: string): Response =>
  new Response(`${text}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', [SOURCE_HEADER]: 'upstream' } });

const reasonOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/**
 * Sends `request` to the upstream and answers what it answered: status, body and content type
 * (the body arrives decoded, so its Content-Encoding does not come along). An upstream that cannot
 * be reached gets the client a plain 502 naming it, one that does not answer in time a 504;
 * `exchange` is null then, as there is nothing of the upstream's to record.
 */
export async function forwardRequest(
  request: Request,
  upstream: URL,
  { signal, timeoutMs = UPSTREAM_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ response: Response; exchange: Exchange | null }> {
  const url = upstreamUrlOf(upstream, new URL(request.url));
  const headers: [string, string][] = [];
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  const body = request.method === 'GET' || request.method === 'HEAD' ? new Uint8Array() : new Uint8Array(await request.arrayBuffer());
  const startedAt = new Date();
  const timeout = AbortSignal.timeout(timeoutMs);
  let answer: Response;
  let answerBody: Uint8Array<ArrayBuffer>;
  try {
    answer = await fetch(url, {
      method: request.method,
      headers,
      ...(body.byteLength > 0 ? { body } : {}),
      // The client gets a redirect as the upstream sent it, not the page it leads to.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    answerBody = new Uint8Array(await answer.arrayBuffer());
  } catch (error) {
    if (timeout.aborted) {
      console.error(`[fake backend] upstream ${upstream.origin} gave no answer to ${request.method} ${url.pathname} within ${timeoutMs} ms`);
      return { response: plain(504, `Upstream ${upstream.origin} gave no answer within ${timeoutMs} ms`), exchange: null };
    }
    console.error(`[fake backend] upstream ${upstream.origin} cannot be reached (${request.method} ${url.pathname}): ${reasonOf(error)}`);
    return { response: plain(502, `Upstream ${upstream.origin} cannot be reached: ${reasonOf(error)}`), exchange: null };
  }
  const contentType = answer.headers.get('content-type');
  const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
  const response = new Response(empty ? null : answerBody, {
    status: answer.status,
    statusText: answer.statusText,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...(answer.headers.has('location') ? { location: answer.headers.get('location')! } : {}), [SOURCE_HEADER]: 'upstream' },
  });
  const exchange: Exchange = {
    startedAt,
    ms: Date.now() - startedAt.getTime(),
    request: { method: request.method, url, headers, body },
    response: { status: answer.status, statusText: answer.statusText, headers: [...answer.headers], body: answerBody },
  };
  return { response, exchange };
}

import { redactBodyText, redactForm, redactHeaders } from '../inspector/redact';

/** One request to the upstream and its answer, as the pass-through saw them. */
export interface Exchange {
  startedAt: Date;
  ms: number;
  request: { method: string; url: URL; headers: [string, string][]; body: Uint8Array };
  response: { status: number; statusText: string; headers: [string, string][]; body: Uint8Array };
}

interface HarPair {
  name: string;
  value: string;
}

/** The HAR 1.2 fields this project writes and reads (http://www.softwareishard.com/blog/har-12-spec/). */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarPair[];
    headers: HarPair[];
    queryString: HarPair[];
    postData?: { mimeType: string; text: string; params?: HarPair[] };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarPair[];
    headers: HarPair[];
    content: { size: number; mimeType: string; text: string; encoding?: 'base64' };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface HarLog {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

export const harLog = (entries: HarEntry[]): HarLog => ({ log: { version: '1.2', creator: { name: 'darts-portal mock:serve', version: '1' }, entries } });

const pairs = (headers: readonly (readonly [string, string])[]): HarPair[] => headers.map(([name, value]) => ({ name, value }));
const headerOf = (headers: readonly (readonly [string, string])[], name: string): string | null =>
  headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

/** Types whose bytes are text: kept readable (and redacted); anything else (an image) goes in base64. */
const isText = (mimeType: string): boolean => /^text\/|[/+](?:json|xml|javascript)|x-www-form-urlencoded/i.test(mimeType);

function requestBody(contentType: string | null, body: Uint8Array): HarEntry['request']['postData'] | undefined {
  if (body.byteLength === 0) return undefined;
  const mimeType = contentType ?? 'application/octet-stream';
  if (!isText(mimeType)) return { mimeType, text: `(${body.byteLength} bytes of ${mimeType.split(';')[0]}, not recorded)` };
  const text = redactBodyText(new TextDecoder().decode(body), mimeType);
  return /x-www-form-urlencoded/i.test(mimeType) ? { mimeType, text, params: pairs([...new URLSearchParams(text)]) } : { mimeType, text };
}

/**
 * An exchange as a HAR entry with every password, verification code and token replaced: in the
 * URL's query, the request's headers and body, the answer's headers (cookies) and its body.
 */
export function harEntryOf({ startedAt, ms, request, response }: Exchange): HarEntry {
  const url = new URL(request.url);
  url.search = url.search ? `?${redactForm(url.search.slice(1))}` : '';
  const requestType = headerOf(request.headers, 'content-type');
  const answerType = headerOf(response.headers, 'content-type') ?? 'application/octet-stream';
  const answerText = isText(answerType)
    ? { text: redactBodyText(new TextDecoder().decode(response.body), answerType) }
    : { text: Buffer.from(response.body).toString('base64'), encoding: 'base64' as const };
  const postData = requestBody(requestType, request.body);
  return {
    startedDateTime: startedAt.toISOString(),
    time: Math.round(ms),
    request: {
      method: request.method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redactHeaders(request.headers)),
      queryString: pairs([...url.searchParams]),
      ...(postData ? { postData } : {}),
      headersSize: -1,
      bodySize: request.body.byteLength,
    },
    response: {
      status: response.status,
      statusText: response.statusText,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(redactHeaders(response.headers)),
      content: { size: response.body.byteLength, mimeType: answerType, ...answerText },
      redirectURL: headerOf(response.headers, 'location') ?? '',
      headersSize: -1,
      bodySize: response.body.byteLength,
    },
    cache: {},
    timings: { send: 0, wait: Math.round(ms), receive: 0 },
  };
}

/** A recorded answer as the client gets it again. */
export function responseOfEntry({ response }: HarEntry): { status: number; statusText: string; contentType: string; body: Uint8Array<ArrayBuffer> } {
  const { content } = response;
  const body = content.encoding === 'base64' ? Buffer.from(content.text, 'base64') : Buffer.from(content.text ?? '', 'utf8');
  return { status: response.status, statusText: response.statusText, contentType: content.mimeType, body: Uint8Array.from(body) };
}

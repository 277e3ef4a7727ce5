import type { Transport } from '@/shared/api/wire';
import { bodyLimitFor, declaredLength } from '../rules/limits';

/** The request body could not be read in the call's encoding: answered as an invalid `field`. */
export class UnreadableBodyError extends Error {
  override readonly name = 'UnreadableBodyError';
  constructor(
    message: string,
    readonly field = 'body',
  ) {
    super(message);
  }
}

/** The body is over its limit: refused before the rest of it is read. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
  }
}

type Params = Record<string, unknown>;

/**
 * Repeated keys become arrays, as a servlet's parameter map would give them (a field that takes one
 * value then refuses it, naming the field). An empty value means "not given" (api-reference
 * section 1): the field takes its default, or is missing when required, and is never read as 0.
 * Built through a Map so a `__proto__` key stays a plain key. A repeat is pushed onto the key's own
 * array, never copied into a new one: 1 MB of one repeated key is read in linear time.
 */
function entriesToParams(entries: Iterable<[string, FormDataEntryValue]>): Params {
  const params = new Map<string, unknown>();
  for (const [key, value] of entries) {
    if (value === '') continue;
    const previous = params.get(key);
    if (previous === undefined) params.set(key, value);
    else if (Array.isArray(previous)) previous.push(value);
    else params.set(key, [previous, value]);
  }
  return Object.fromEntries(params);
}

const withoutEmptyValues = (params: Params): Params =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));

const isJsonSpace = (char: string | undefined): boolean => char === ' ' || char === '\n' || char === '\r' || char === '\t';

/**
 * The first key that an object of this valid JSON text gives twice, or null. `JSON.parse` keeps
 * the last one silently, where a form's repeated key becomes a list its field refuses: a JSON
 * repeat is refused too, so a field given twice means the same on every transport. One pass.
 */
export function repeatedJsonKey(text: string): string | null {
  // The keys seen in each open object; null for an open array.
  const open: (Set<string> | null)[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') open.push(new Set());
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    else if (char === '"') {
      const start = index;
      for (index++; text[index] !== '"'; index++) if (text[index] === '\\') index++;
      const keys = open.at(-1);
      let next = index + 1;
      while (isJsonSpace(text[next])) next++;
      if (!keys || text[next] !== ':') continue;
      const key = JSON.parse(text.slice(start, index + 1)) as string;
      if (keys.has(key)) return key;
      keys.add(key);
    }
  }
  return null;
}

const isPlainObject = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body's bytes, up to the limit for its content type (1 MB, or 2 MB of image plus the form
 * for a multipart upload). A declared length over the limit is refused unread; an undeclared
 * (chunked) body is read until it passes the limit, and the rest is cancelled.
 */
export async function readBodyBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const limit = bodyLimitFor(request.headers.get('content-type'));
  const declared = declaredLength(request.headers.get('content-length'));
  if (declared !== null && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const mediaTypeOf = (contentType: string | null): string => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableBodyError('body is not UTF-8 text');
  }
}

/**
 * The body's parameters. Clients are not always faithful to a call's transport: the body is read
 * by its declared Content-Type where it has one (a form body on a JSON call works), else in the
 * call's own encoding. A JSON body may also be a bare array (itemtemplate/delete), returned as is.
 */
async function parseBody(transport: Transport, contentType: string | null, bytes: Uint8Array<ArrayBuffer>): Promise<unknown> {
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === 'multipart/form-data') {
    try {
      const form = await new Response(bytes, { headers: { 'content-type': contentType! } }).formData();
      return entriesToParams(form.entries());
    } catch {
      throw new UnreadableBodyError('body is not multipart/form-data');
    }
  }
  const text = decodeText(bytes);
  const asJson = mediaType === 'application/json' || (transport === 'json' && mediaType !== 'application/x-www-form-urlencoded');
  if (!asJson) return entriesToParams(new URLSearchParams(text));
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UnreadableBodyError('body is not JSON');
  }
  const repeated = repeatedJsonKey(text);
  if (repeated !== null) throw new UnreadableBodyError(`"${repeated}" given twice`, repeated);
  return isPlainObject(parsed) ? withoutEmptyValues(parsed) : parsed;
}

/**
 * A call's raw parameters, read the way the real backend reads them (api-reference section 1).
 * The query string always counts: POST calls accept their parameters from the query, the body or
 * both, and a body value wins over a query value of the same name. A POST may come with no body
 * and no Content-Type at all. GET calls read the query only.
 */
export async function readCallParams(transport: Transport, request: Request): Promise<unknown> {
  const query = entriesToParams(new URL(request.url).searchParams);
  if (transport === 'get') return query;
  const bytes = await readBodyBytes(request);
  if (bytes.byteLength === 0) return query;
  const body = await parseBody(transport, request.headers.get('content-type'), bytes);
  return isPlainObject(body) ? { ...query, ...body } : body;
}

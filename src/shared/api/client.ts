import type * as z from 'zod/mini';
import type { CallDefinition } from './define-call';
import { encodeRequest } from './encode';
import { envelopeSchema, ResultCode } from './envelope';
import { ApiError } from './errors';

export interface CallContext {
  /** API origin without a trailing slash; empty = same origin. */
  origin: string;
  token: string | null;
  language: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

// By name, not `instanceof DOMException`: the abort reason may come from another realm (jsdom, workers).
const isAbort = (error: unknown): boolean =>
  error instanceof Error || typeof error === 'object'
    ? ['TimeoutError', 'AbortError'].includes((error as { name?: string } | null)?.name ?? '')
    : false;

/**
 * One round trip with the envelope rules of api-reference section 1: code 100 yields the raw
 * `data`, 198 rejects as `unauthorized`, any other code rejects with the server's `msg`.
 * The answer schema is not applied here: farfetched contracts (app) and `callApi` (everyone
 * else) validate it, so a bad answer is reported once, where it is used.
 */
export async function fetchEnvelopeData(
  definition: CallDefinition,
  params: unknown,
  context: CallContext,
): Promise<unknown> {
  const request = encodeRequest(definition.transport, definition.request.parse(params));
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': context.language });
  if (request.contentType) headers.set('Content-Type', request.contentType);
  if (context.token) headers.set('Authorization', context.token);

  let response: Response;
  try {
    // No origin means the site's own; spelled out because Node's fetch (tests) has no base URL.
    const origin = context.origin || globalThis.location?.origin || '';
    response = await (context.fetch ?? globalThis.fetch)(`${origin}${definition.path}${request.query}`, {
      method: request.method,
      headers,
      body: request.body ?? null,
      signal: AbortSignal.timeout(context.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(isAbort(error) ? 'timeout' : 'network', String(error));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ApiError(isAbort(error) ? 'timeout' : 'network', `HTTP ${response.status}: not a JSON answer`);
  }
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) throw new ApiError('network', `HTTP ${response.status}: not an envelope`);

  const { code, msg, data } = envelope.data;
  if (code === ResultCode.success) return data;
  if (code === ResultCode.notLoggedIn) throw new ApiError('unauthorized', msg, code);
  throw new ApiError('rejected', msg, code);
}

/** A whole call: envelope rules plus the answer schema. Used by contracts and non-farfetched callers. */
export async function callApi<D extends CallDefinition>(
  definition: D,
  params: z.input<D['request']>,
  context: CallContext,
): Promise<z.output<D['answer']>> {
  const data = await fetchEnvelopeData(definition, params, context);
  const parsed = definition.answer.safeParse(data);
  if (!parsed.success) throw new ApiError('invalid-answer', `${definition.name}: ${parsed.error.message}`);
  return parsed.data as z.output<D['answer']>;
}

import { redact } from './redact';

const mediaTypeOf = (contentType: string | null): string => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** A form's or query's pairs as an object; a key given more than once keeps every value, in order. */
function pairsToObject(pairs: URLSearchParams, into: Record<string, unknown> = {}): Record<string, unknown> {
  const seen = new Set<string>();
  for (const [key, value] of pairs) {
    const earlier = into[key];
    if (seen.has(key)) into[key] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
    else into[key] = value;
    seen.add(key);
  }
  return into;
}

/**
 * A request's parameters as the backend reads them (api-reference section 1): the query, then a
 * form's or a JSON object's fields (the body wins). A multipart body (an upload) adds none: its
 * file is not a parameter anyone would match on.
 */
export function requestParams(url: URL, contentType: string | null, body: string): Record<string, unknown> {
  const params = pairsToObject(url.searchParams);
  const type = mediaTypeOf(contentType);
  if (type === 'application/x-www-form-urlencoded') return pairsToObject(new URLSearchParams(body), params);
  if (type === 'application/json' && body.trim()) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { ...params, ...parsed };
      return { ...params, '': parsed };
    } catch {
      return { ...params, '': body };
    }
  }
  return params;
}

/** The same value written with its object keys sorted, so two spellings of one set of parameters compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What two requests must share to get the same recorded answer: the method, the call (its path)
 * and every parameter but the secrets. Records keep secrets only as `[redacted]`, so both sides
 * are compared redacted: a replayed login answers whatever password is typed.
 */
export const matchKeyOf = (method: string, pathname: string, params: Record<string, unknown>): string =>
  `${method.toUpperCase()} ${pathname} ${canonical(redact(params))}`;

import type { CallContext, Envelope } from '@/shared/api/wire';

/** Client context of the handler tests: same origin as the page (jsdom), English, no session. */
export const clientContext = (overrides: Partial<CallContext> = {}): CallContext => ({
  origin: '',
  token: null,
  language: 'en',
  ...overrides,
});

/**
 * A raw call that skips the client's own request validation, to see what the backend itself
 * answers to bad input or to parameters sent the way older clients sent them.
 */
export async function rawCall(
  path: string,
  init: { method?: 'GET' | 'POST'; query?: string; form?: string; headers?: Record<string, string> } = {},
): Promise<Envelope> {
  const response = await fetch(`http://localhost${path}${init.query ? `?${init.query}` : ''}`, {
    method: init.method ?? 'POST',
    headers: {
      'Accept-Language': 'en',
      ...(init.form !== undefined ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    },
    ...(init.form !== undefined ? { body: init.form } : {}),
  });
  return (await response.json()) as Envelope;
}

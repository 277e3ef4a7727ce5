import { callApi, hashPassword, login, type CallContext, type CallDefinition, type Envelope } from '@/shared/api/wire';
import { DEMO_LOGIN, SEEDED_MEMBER_PASSWORD } from './db/demo-member';
import { applyProviderState, type ProviderStateChange } from './scenarios/provider-states';

/** Client context of the handler tests: same origin as the page (jsdom), English, no session. */
export const clientContext = (overrides: Partial<CallContext> = {}): CallContext => ({
  origin: '',
  token: null,
  language: 'en',
  ...overrides,
});

/** A call through the app's API client as the member of `token` (null: a visitor), in `language`. */
export const call = <D extends CallDefinition>(definition: D, params: unknown, token: string | null, language = 'en') =>
  callApi(definition, params as never, clientContext({ token, language }));

/** Logs in as a seeded member (every one has the demo password unless told) and answers the session's token. */
export const logIn = async (account: string, password: string = SEEDED_MEMBER_PASSWORD): Promise<string> =>
  (await callApi(login, { username: account, password: hashPassword(password) }, clientContext())).token;

export const logInDemo = (): Promise<string> => logIn(DEMO_LOGIN.account, DEMO_LOGIN.password);

/**
 * The first bytes of a PNG that declares `width` × `height`: its signature and IHDR, all that
 * tells a reader (a browser, the upload rules) its type and how much memory it takes.
 */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** The provider states of one interaction in order, then the demo member's session, as the verifier sets them up: their values merged. */
export async function given(...states: ProviderStateChange[]): Promise<{ token: string } & Record<string, unknown>> {
  let values: Record<string, unknown> = {};
  for (const state of [...states, { state: 'the demo member is logged in' }]) values = { ...values, ...(await applyProviderState(state)) };
  return values as { token: string } & Record<string, unknown>;
}

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

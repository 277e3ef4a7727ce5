/**
 * The fake backend's own endpoints (not the API's), all under one prefix. Relative to where the
 * backend is served: `/` for `mock:serve`, the demo's base path in the browser (`/portal/` when it
 * is deployed under one). The old prefixes `/__dev/` and `/__pact/` are gone: like any unknown
 * path they answer 404.
 */
export const MOCK_PREFIX = '__mock/';

export const MOCK_PATHS = {
  /** GET: what the backend "sent" (verification codes, recovered account names); `?to=` narrows it to one address. */
  outbox: `${MOCK_PREFIX}outbox`,
  /** `mock:serve` only. GET: the server's scenario and seed and the scenarios it knows; POST `{ scenario, seed? }` switches them. */
  scenario: `${MOCK_PREFIX}scenario`,
  /** GET the fault rules, POST to replace them (JSON `{ rules }` or `?faults=`'s text), DELETE to drop them; the service worker keeps them per tab. */
  faults: `${MOCK_PREFIX}faults`,
  /** GET the calls answered (`?after=<id>`), with the rule that refused one and contract warnings; DELETE forgets them; the service worker keeps them per tab. */
  log: `${MOCK_PREFIX}log`,
  /** `mock:serve --provider-states` only. POST `{ state, params?, action? }`: Pact provider states. */
  providerStates: `${MOCK_PREFIX}provider-states`,
  /** Service worker only. POST `TabStart`: the tab's scenario and seed; answers `TabStarted` once that data is in. */
  tab: `${MOCK_PREFIX}tab`,
  /** Service worker only. GET: `ToolbarData` of the tab's data. */
  toolbar: `${MOCK_PREFIX}toolbar`,
  /** Service worker only. POST `{ token }`: the text the tab notes to carry its login into other data (or null). */
  carriedLogin: `${MOCK_PREFIX}carried-login`,
  /**
   * Dev server with MOCK_UPSTREAM or MOCK_REPLAY only (mocks/upstream/dev-middleware.ts): the worker sends a call
   * that may leave the fake backend to `upstream/<API path>`; answered from the recording or the real API, or
   * 404 with `X-Mock-Source: fake` for the worker to answer.
   */
  upstream: `${MOCK_PREFIX}upstream`,
  /** Service worker only. POST: drops the kept data of the tab's seed and scenario; the next start seeds afresh. */
  reset: `${MOCK_PREFIX}reset`,
} as const;

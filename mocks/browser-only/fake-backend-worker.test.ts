import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '@/shared/api/wire';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from '../db/demo-member';
import type { LoggedCall } from '../inspector/call-log';
import { MOCK_PATHS } from '../mock-paths';
import type { ScenarioChoice } from '../scenarios/choose-scenario';
import { WORKER_MESSAGES, type TabStarted, type ToolbarData } from './worker-protocol';

/** A page of the origin, as the worker sees it: its id, and the scenario it answers when asked. */
interface StubClient {
  id: string;
  type: 'window';
  messages: unknown[];
  postMessage(message: unknown, ports?: MessagePort[]): void;
}

const ORIGIN = 'https://demo.example';
const listeners = new Map<string, Array<(event: unknown) => void>>();
const clients = new Map<string, StubClient>();

const page = (id: string, choice: ScenarioChoice | null): StubClient => {
  const client: StubClient = {
    id,
    type: 'window',
    messages: [],
    postMessage(message, ports) {
      client.messages.push(message);
      if (message === WORKER_MESSAGES.whichChoice && choice) ports?.[0]?.postMessage(choice);
    },
  };
  clients.set(id, client);
  return client;
};

/** Dispatches a fetch event as the browser does; the worker's answer, or null when it leaves the request to the network. */
const fetchEvent = async (path: string, clientId: string, init?: RequestInit): Promise<Response | null> => {
  let answer: Promise<Response> | null = null;
  const event = { request: new Request(`${ORIGIN}${path}`, init), clientId, respondWith: (response: Promise<Response>) => void (answer = response) };
  for (const listener of listeners.get('fetch') ?? []) listener(event);
  return answer;
};

const post = (path: string, clientId: string, body: unknown) =>
  fetchEvent(path, clientId, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

const newsList = (clientId: string, headers: Record<string, string> = {}) =>
  fetchEvent('/rpi/websitenews/officialNewsList', clientId, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ countryId: '617', category: '0', title: '', pageNum: '1', pageSize: '10' }),
  });

const newsCount = async (clientId: string, headers: Record<string, string> = {}): Promise<number> => {
  const response = await newsList(clientId, headers);
  const envelope = (await response!.json()) as { code: number; data: { total: number } };
  expect(envelope.code).toBe(ResultCode.success);
  return envelope.data.total;
};

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('self', {
    location: new URL(`${ORIGIN}/fake-backend-worker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      get: async (id: string) => clients.get(id),
      matchAll: async () => [...clients.values()],
    },
  });
  await import('./fake-backend-worker');
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the demo's service worker (the fake backend off the page's main thread)", () => {
  it("leaves the page's code, pictures and documents to the network", async () => {
    for (const path of ['/', '/News', '/assets/index-abc.js', '/media/news/1.jpg', '/favicon.svg']) expect(await fetchEvent(path, 'tab-1')).toBeNull();
  });

  it("starts a tab on its scenario and seed, answers its calls from that data, and tells the pages a call was answered", async () => {
    const tab = page('tab-empty', null);
    const started = await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'empty', seed: 3, carried: null });
    expect((await started!.json()) as TabStarted).toMatchObject({ origin: 'seeded, not kept', notice: null, description: expect.stringMatching(/^no news/) });
    expect(await newsCount(tab.id)).toBe(0);
    await vi.waitFor(() => expect(tab.messages).toContain(WORKER_MESSAGES.changed));

    const toolbar = (await (await fetchEvent(`/${MOCK_PATHS.toolbar}`, tab.id))!.json()) as ToolbarData;
    expect(toolbar.freeCards.length).toBeGreaterThan(0);
    expect(toolbar.friendAccounts.length).toBeGreaterThan(0);
  });

  it('asks a tab it has not heard from (the browser restarted the worker) which data it runs, and switches to it', async () => {
    const tab = page('tab-after-restart', { scenario: 'default', seed: 5 });
    expect(await newsCount(tab.id)).toBeGreaterThan(0);
    expect(tab.messages[0]).toBe(WORKER_MESSAGES.whichChoice);
    // The empty tab's next call switches back to its own data.
    expect(await newsCount('tab-empty')).toBe(0);
  });

  it("notes a tab's live login to carry into other data, and opens it there", async () => {
    const tab = page('tab-login', null);
    await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'default', seed: 9, carried: null });
    const login = await fetchEvent('/rps/login', tab.id, { method: 'POST', body: new URLSearchParams({ username: DEMO_LOGIN.account, password: DEMO_PASSWORD_HASH }) });
    const { data } = (await login!.json()) as { data: { token: string } };
    const noted = (await (await post(`/${MOCK_PATHS.carriedLogin}`, tab.id, { token: data.token }))!.json()) as string | null;
    expect(noted).toContain(data.token);
    expect(await (await post(`/${MOCK_PATHS.carriedLogin}`, tab.id, { token: 'not-live' }))!.json()).toBeNull();

    const expired = await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'expired-session', seed: 9, carried: noted });
    const { notice } = (await expired!.json()) as TabStarted;
    expect(notice?.en).toBe('You were logged out: in this scenario every session expires at once.');
  });

  it('answers a request that names a scenario (X-Mock-Scenario) from that data, and the tab from its own after it', async () => {
    const tab = page('tab-header', null);
    await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'default', seed: 4, carried: null });
    const full = await newsCount(tab.id);
    expect(full).toBeGreaterThan(0);
    // Side by side, as a page's calls go: each from its own data.
    const counts = await Promise.all([newsCount(tab.id, { 'X-Mock-Scenario': 'empty' }), newsCount(tab.id), newsCount(tab.id, { 'x-mock-scenario': 'empty' })]);
    expect(counts).toEqual([0, full, 0]);
    expect(await newsCount(tab.id)).toBe(full);
  });

  it('refuses an unknown scenario in X-Mock-Scenario with a plain 400 naming the known ones', async () => {
    const response = await newsList('tab-header', { 'X-Mock-Scenario': 'no-such' });
    expect(response!.status).toBe(400);
    await expect(response!.text()).resolves.toBe('Unknown scenario "no-such" in X-Mock-Scenario; known: default, empty, expired-session, broken-media\n');
  });

  it("sets a tab's fault rules at run time through __mock/faults, for that tab only", async () => {
    const tab = page('tab-faults', null);
    const other = page('tab-no-faults', null);
    await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'default', seed: 6, carried: null, faults: '' });
    await post(`/${MOCK_PATHS.tab}`, other.id, { scenario: 'default', seed: 6, carried: null, faults: '' });
    const set = await fetchEvent(`/${MOCK_PATHS.faults}`, tab.id, { method: 'POST', body: 'news.officialNewsList:code-102/Down%20for%20maintenance' });
    await expect(set!.json()).resolves.toMatchObject({ text: 'news.officialNewsList:code-102/Down%20for%20maintenance' });
    await expect((await newsList(tab.id))!.json()).resolves.toEqual({ code: 102, msg: 'Down for maintenance', data: null });
    expect(await newsCount(other.id)).toBeGreaterThan(0);

    const refused = await fetchEvent(`/${MOCK_PATHS.faults}`, tab.id, { method: 'POST', body: '*:4g' });
    expect(refused!.status).toBe(400);
    await expect(refused!.json()).resolves.toMatchObject({ error: expect.stringContaining('unknown effect "4g"') });
    await fetchEvent(`/${MOCK_PATHS.faults}`, tab.id, { method: 'DELETE' });
    expect(await newsCount(tab.id)).toBeGreaterThan(0);
  });

  it("reads a tab's ?faults= as the tab starts: the rules it applies, or the kept ones and why the address's could not be read", async () => {
    const started = async (id: string, faults: string, faultsAsked: string | null) =>
      (await (await post(`/${MOCK_PATHS.tab}`, page(id, null).id, { scenario: 'default', seed: 6, carried: null, faults, faultsAsked }))!.json()) as TabStarted;
    await expect(started('tab-asks-3g', '', '*:3g')).resolves.toMatchObject({ faults: '*:563ms', faultsWarning: null });
    await expect(started('tab-keeps', 'news.newsInfo:network', null)).resolves.toMatchObject({ faults: 'news.newsInfo:network', faultsWarning: null });
    const unreadable = await started('tab-asks-4g', 'news.newsInfo:network', '*:4g');
    expect(unreadable.faults).toBe('news.newsInfo:network');
    expect(unreadable.faultsWarning).toContain('unknown effect "4g"');
    await expect(started('tab-clears', 'news.newsInfo:network', '')).resolves.toMatchObject({ faults: '' });
    await expect(started('tab-mangled', 'news.newsInfo:4g', null)).resolves.toMatchObject({ faults: '' });
  });

  it("keeps each tab's calls, as GET /__mock/log lists them on mock:serve: a refused login with its rule, a contract warning, a fault", async () => {
    const tab = page('tab-log', null);
    await post(`/${MOCK_PATHS.tab}`, tab.id, { scenario: 'default', seed: 8, carried: null, faults: 'news.newsInfo:network' });
    const login = await fetchEvent('/rps/login', tab.id, { method: 'POST', body: new URLSearchParams({ username: DEMO_LOGIN.account, password: 'F'.repeat(32) }) });
    await expect(login!.json()).resolves.toMatchObject({ code: ResultCode.invalid });
    await fetchEvent('/rpi/websitenews/officialNewsList', tab.id, {
      method: 'POST',
      body: new URLSearchParams({ countryId: '617', category: '0', title: '', pageNum: '1', pageSize: '10', sort: 'new' }),
    });
    // A network error: the browser fails the page's fetch on it.
    expect((await fetchEvent('/rpi/websitenews/newsInfo', tab.id, { method: 'POST', body: new URLSearchParams({ id: '1' }) }))!.type).toBe('error');

    const read = async (clientId: string) => ((await (await fetchEvent(`/${MOCK_PATHS.log}`, clientId))!.json()) as { calls: LoggedCall[] }).calls;
    const calls = await read(tab.id);
    expect(calls.map(({ call }) => call)).toEqual(['account.login', 'news.officialNewsList', 'news.newsInfo']);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      status: 200,
      code: ResultCode.invalid,
      refusal: { code: ResultCode.invalid, message: 'loginIncorrect' },
      params: { username: DEMO_LOGIN.account, password: '[redacted]' },
      answer: { code: ResultCode.invalid, data: null },
      fault: null,
    });
    expect(calls[1]).toMatchObject({ code: ResultCode.success, warnings: [expect.stringContaining('"sort" is not a field of news.officialNewsList')] });
    // Its handler never ran: the log read its parameters from the request.
    expect(calls[2]).toMatchObject({ status: null, fault: 'news.newsInfo:network', params: { id: '1' } });
    // The page got the answer the log kept.
    expect(calls[1]!.answer).toMatchObject({ data: { total: expect.any(Number) } });

    expect(await read('tab-header')).not.toContainEqual(expect.objectContaining({ call: 'account.login' }));
    await fetchEvent(`/${MOCK_PATHS.log}`, tab.id, { method: 'DELETE' });
    expect(await read(tab.id)).toEqual([]);
  });
});

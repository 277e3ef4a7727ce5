/// <reference lib="webworker" />
/**
 * The demo's service worker (bundled into `fake-backend-worker.js` by scripts/vite-plugins.ts):
 * the fake backend itself, answering the calls of every tab of the origin off their main thread.
 * The page carries the app and a registration (../browser.ts); this worker loads the data files,
 * seeds or restores the database (IndexedDB, kept across reloads and the worker's restarts) and
 * answers each call through the same handlers as `mock:serve` (../answer-call.ts).
 */
import './worker-storage';
import { answerCall } from '../answer-call';
import { backend } from '../backend';
import { carryLogin, loginToCarry } from '../carried-login';
import { loadDataFiles } from '../data-file';
import { createDataSwitch } from '../data-switch';
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { MOCK_PATHS, MOCK_PREFIX } from '../mock-paths';
import { keepDataInBrowser, type KeptData } from '../persistence/browser-persistence';
import { dataKey } from '../persistence/persisted-database';
import { freeLooseCards } from '../rules/card-settings';
import { friendsInCountry } from '../rules/friends';
import { LANGUAGES, localise, type Texts } from '../rules/messages';
import { chooseScenario, DEFAULT_CHOICE, type ScenarioChoice } from '../scenarios/choose-scenario';
import { choiceOfRequest } from '../scenarios/scenario-header';
import { answerWithFaults } from '../faults/apply-faults';
import { chooseFaults } from '../faults/choose-faults';
import { formatFaults } from '../faults/fault-rules';
import { createFaultSwitch, type FaultSwitch } from '../faults/fault-switch';
import { createCallLog, type AnswerSource, type CallLog } from '../inspector/call-log';
import { answerLog } from '../inspector/log-endpoint';
import { requestParams } from '../inspector/request-params';
import { LEFT_TO_FAKE, mayLeaveTheBrowser, SOURCE_HEADER, type BrowserPassThrough } from '../upstream/passes';
import { ANSWERED_PATH, routeOf } from './answered-paths';
import { WORKER_MESSAGES, type TabChoice, type TabStart, type TabStarted, type ToolbarData } from './worker-protocol';

declare const self: ServiceWorkerGlobalScope;
/** Set by the dev server when calls may leave the fake backend (MOCK_UPSTREAM, MOCK_REPLAY: vite.config.ts), else null; unset in tests. */
declare const __MOCK_PASS_THROUGH__: BrowserPassThrough | null | undefined;
const passThrough = typeof __MOCK_PASS_THROUGH__ === 'undefined' ? null : __MOCK_PASS_THROUGH__;

/** The worker sits at the base path (`${base}fake-backend-worker.js`), which is its scope. */
const basePath = new URL('./', self.location.href).pathname;
// Started as the script runs: at install, and again whenever the browser restarts a stopped worker.
const dataFilesLoaded = loadDataFiles();

self.addEventListener('install', (event) => {
  event.waitUntil(dataFilesLoaded);
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === WORKER_MESSAGES.claim) event.waitUntil(self.clients.claim());
});

/** Each tab's scenario and seed, by client id: tabs may run different ones (one data in memory at a time). */
const choices = new Map<string, ScenarioChoice>();

const notifyPages = async (): Promise<void> => {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(WORKER_MESSAGES.changed);
};

/** The data in memory: one seed and scenario, kept in the browser (IndexedDB) as calls change it. */
let current: { key: string; kept: KeptData } | null = null;

/** What a task running on `choice`'s data (`data.run`) works with. */
const keptInMemory = (): KeptData => current!.kept;

/** Another tab's data (or another scenario's, `X-Mock-Scenario`) comes in once the calls being answered on this one are done. */
const data = createDataSwitch({
  holds: (choice) => current?.key === dataKey(choice),
  async bringIn(choice) {
    await dataFilesLoaded;
    current?.kept.dispose();
    current = null;
    const kept = keepDataInBrowser(choice, basePath, { onReplaced: () => void notifyPages() });
    try {
      await kept.started;
    } catch (error) {
      kept.dispose();
      throw error;
    }
    current = { key: dataKey(choice), kept };
  },
});

/** Each tab's latency and fault rules (`?faults=`, the dev toolbar), by client id. */
const faultSwitches = new Map<string, FaultSwitch>();

/** A tab's rules from its text; rules the page let through are valid, anything else is none. */
const noteFaults = (clientId: string, text: unknown): void => {
  try {
    faultSwitches.set(clientId, createFaultSwitch(typeof text === 'string' ? text : ''));
  } catch {
    faultSwitches.set(clientId, createFaultSwitch());
  }
};

const faultsOf = (clientId: string): FaultSwitch => {
  if (!faultSwitches.has(clientId)) noteFaults(clientId, '');
  return faultSwitches.get(clientId)!;
};

/** Each tab's calls, for its dev toolbar's call list (`GET __mock/log`, as `mock:serve` answers it). */
const callLogs = new Map<string, CallLog>();

const logOf = (clientId: string): CallLog => {
  if (!callLogs.has(clientId)) callLogs.set(clientId, createCallLog());
  return callLogs.get(clientId)!;
};

/** A tab this worker has not heard from (the browser restarted the worker since) says which data it runs. */
async function choiceOf(clientId: string): Promise<ScenarioChoice> {
  const known = choices.get(clientId);
  if (known) return known;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const asked = client
    ? await new Promise<ScenarioChoice | null>((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), 1_000);
        channel.port1.onmessage = (event: MessageEvent<Partial<TabChoice> | null>) => {
          clearTimeout(timer);
          noteFaults(clientId, event.data?.faults);
          resolve(chooseScenario('', event.data).choice);
        };
        client.postMessage(WORKER_MESSAGES.whichChoice, [channel.port2]);
      })
    : null;
  const choice = asked ?? DEFAULT_CHOICE;
  if (clientId) choices.set(clientId, choice);
  return choice;
}

const inAllLanguages = (text: (language: (typeof LANGUAGES)[number]) => string): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Texts;

async function startTab(request: Request, clientId: string): Promise<Response> {
  const { scenario, seed, carried, faults: kept, faultsAsked } = (await request.json()) as TabStart;
  const choice = chooseScenario('', { scenario, seed }).choice;
  choices.set(clientId, choice);
  const { faults, warning: faultsWarning = null } = chooseFaults(faultsAsked ?? null, kept);
  noteFaults(clientId, faults);
  return data.run(choice, async () => {
    const origin = await keptInMemory().started;
    const decision = carryLogin(carried);
    const started: TabStarted = {
      origin,
      description: backend.scenario.description,
      notice: decision && !decision.ok ? inAllLanguages((language) => localise(language, decision.message, decision.params)) : null,
      // As applied: a kept text the tab's storage mangled counts as none.
      faults: faultsOf(clientId).text,
      faultsWarning,
    };
    return Response.json(started);
  });
}

/** Drops the kept data of `choice`: the data in memory goes too, so the next call seeds afresh. */
async function resetData(choice: ScenarioChoice): Promise<Response> {
  await data.run(choice, () => keptInMemory().reset());
  await data.exclusive(async () => {
    if (current?.key !== dataKey(choice)) return;
    current.kept.dispose();
    current = null;
  });
  return new Response(null, { status: 204 });
}

const toolbarData = (): ToolbarData => {
  const demo = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }));
  return {
    messages: db.outbox.all(),
    freeCards: freeLooseCards(db.looseCards.all(), db.cards.all().map((card) => card.cardNo)).map(({ cardNo, cardType }) => ({ cardNo, cardType })),
    friendAccounts: demo
      ? friendsInCountry(DEMO_MEMBER_ID, demo.countryId, db.members.all(), db.friendships.all()).map(({ account, nickname }) => ({ account, nickname }))
      : [],
  };
};

let callCount = 0;

/**
 * A call the dev server may answer from a recording or the real API (mocks/upstream/): asked
 * there first (`__mock/upstream/<API path>`, same origin, so no CORS), and answered from the fake
 * backend when the dev server leaves it to it, or when there is no pass-through at all.
 */
async function answerPassedOr(request: Request, route: string, fake: () => Promise<Response>): Promise<Response> {
  if (!passThrough || !mayLeaveTheBrowser(passThrough, `/${route}`)) return fake();
  const { search } = new URL(request.url);
  const { method, headers } = request;
  const body = method === 'GET' || method === 'HEAD' ? null : await request.clone().arrayBuffer();
  const passed = await fetch(`${basePath}${MOCK_PATHS.upstream}/${route}${search}`, { method, headers, body });
  return passed.headers.get(SOURCE_HEADER) === LEFT_TO_FAKE ? fake() : passed;
}

/** A call of the API (or the outbox), on the data in memory. */
async function answerOnData(request: Request, path: string): Promise<Response> {
  const kept = keptInMemory();
  const id = `call-${(callCount += 1)}`;
  try {
    await kept.callStarted(id);
    return (await answerCall(request, path)) ?? new Response('Not found', { status: 404 });
  } finally {
    kept.callEnded(id);
  }
}

async function answer(request: Request, clientId: string): Promise<Response> {
  const path = new URL(request.url).pathname;
  const route = routeOf(path, basePath);
  if (route === MOCK_PATHS.tab && request.method === 'POST') return startTab(request, clientId);
  // The tab's data, or another scenario's (same seed) for a request that names one.
  const asked = choiceOfRequest(request, await choiceOf(clientId));
  if ('refusal' in asked) return asked.refusal;
  const { choice } = asked;
  if (route === MOCK_PATHS.toolbar) return data.run(choice, async () => Response.json(toolbarData()));
  if (route === MOCK_PATHS.carriedLogin && request.method === 'POST') {
    const { token } = (await request.json()) as { token: string | null };
    return data.run(choice, async () => Response.json(loginToCarry(token)));
  }
  if (route === MOCK_PATHS.reset && request.method === 'POST') return resetData(choice);
  // After `choiceOf`: a worker the browser restarted has asked the tab for its rules first.
  if (route === MOCK_PATHS.faults) return faultsOf(clientId).answer(request.method, await request.text(), request.headers.get('content-type'));
  if (route === MOCK_PATHS.log) return answerLog(logOf(clientId), request.method, new URL(request.url));
  if (route.startsWith(MOCK_PREFIX)) return data.run(choice, () => answerOnData(request, path));
  try {
    return await answerLogged(request, `/${route}`, clientId, () => answerPassedOr(request, route, () => data.run(choice, () => answerOnData(request, path))));
  } finally {
    void notifyPages();
  }
}

/**
 * A call, under the tab's fault rule (the delay outside the data switch, a failure never on the
 * data), noted in the tab's call log with its answer's bytes.
 */
async function answerLogged(request: Request, callPath: string, clientId: string, answerCallOnData: () => Promise<Response>): Promise<Response> {
  const startedAt = Date.now();
  // The call's path under the base path, as the rules and the pass-through name calls.
  const rule = faultsOf(clientId).ruleAt(callPath);
  // A call no handler reads (failed on purpose, or left to the dev server): its body read for the log first.
  const unread = rule?.failure || (passThrough && mayLeaveTheBrowser(passThrough, callPath)) ? await request.clone().text() : null;
  const paramsOf = () => (unread === null ? null : requestParams(new URL(request.url), request.headers.get('content-type'), unread));
  const result = await answerWithFaults(rule, answerCallOnData);
  const note = (status: number | null, source: AnswerSource = 'fake') =>
    logOf(clientId).record(request, { status, startedAt, ms: Date.now() - startedAt, fault: rule && formatFaults([rule]), source, paramsOf });
  if (result.kind === 'network') {
    note(null);
    return Response.error();
  }
  if (result.kind === 'timeout') {
    note(null);
    // No answer: the app's own time limit (15 s) ends the call.
    return new Promise<Response>(() => undefined);
  }
  const { response } = result;
  // The bytes are read once, for the page and the log alike (a clone would copy them).
  const body = new Uint8Array(await response.arrayBuffer());
  // The dev server marks what it answered from a recording or the real API (answerPassedOr).
  const source = response.headers.get(SOURCE_HEADER);
  note(response.status, source === 'upstream' || source === 'replay' ? source : 'fake')(body);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // Everything else (the app's code, pictures, translations) goes straight to the network.
  if (url.origin !== self.location.origin || !ANSWERED_PATH.test(url.pathname)) return;
  event.respondWith(
    answer(event.request, event.clientId).catch((error: unknown) => {
      console.error('[fake backend] a call failed in the worker', error);
      return new Response('The fake backend failed', { status: 500 });
    }),
  );
});

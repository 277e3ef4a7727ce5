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
import { db } from '../db/collections';
import { DEMO_MEMBER_ID } from '../db/demo-member';
import { keepDataInBrowser, type KeptData } from '../persistence/browser-persistence';
import { dataKey } from '../persistence/persisted-database';
import { freeLooseCards } from '../rules/card-settings';
import { friendsInCountry } from '../rules/friends';
import { LANGUAGES, localise, type Texts } from '../rules/messages';
import { chooseScenario, DEFAULT_CHOICE, type ScenarioChoice } from '../scenarios/choose-scenario';
import { ANSWERED_PATH } from './answered-paths';
import { WORKER_MESSAGES, WORKER_PATHS, type TabStart, type TabStarted, type ToolbarData } from './worker-protocol';

declare const self: ServiceWorkerGlobalScope;

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

/** The data in memory: one seed and scenario. Switching waits for the previous switch. */
let current: { key: string; kept: KeptData } | null = null;
let switching: Promise<unknown> = Promise.resolve();
/** Calls being answered on the data in memory: another tab's data waits for them before it replaces it. */
const answering = new Set<Promise<unknown>>();

const notifyPages = async (): Promise<void> => {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(WORKER_MESSAGES.changed);
};

function dataOf(choice: ScenarioChoice): Promise<KeptData> {
  const next = switching
    .catch(() => undefined)
    .then(async () => {
      const key = dataKey(choice);
      if (current?.key === key) return current.kept;
      await dataFilesLoaded;
      await Promise.allSettled(answering);
      current?.kept.dispose();
      const kept = keepDataInBrowser(choice, basePath, { onReplaced: () => void notifyPages() });
      current = { key, kept };
      await kept.started;
      return kept;
    });
  switching = next;
  return next;
}

/** A tab this worker has not heard from (the browser restarted the worker since) says which data it runs. */
async function choiceOf(clientId: string): Promise<ScenarioChoice> {
  const known = choices.get(clientId);
  if (known) return known;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const asked = client
    ? await new Promise<ScenarioChoice | null>((resolve) => {
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(null), 1_000);
        channel.port1.onmessage = (event: MessageEvent<Partial<ScenarioChoice> | null>) => {
          clearTimeout(timer);
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
  const { scenario, seed, carried } = (await request.json()) as TabStart;
  const choice = chooseScenario('', { scenario, seed }).choice;
  choices.set(clientId, choice);
  const kept = await dataOf(choice);
  const origin = await kept.started;
  const decision = carryLogin(carried);
  const started: TabStarted = {
    origin,
    description: backend.scenario.description,
    notice: decision && !decision.ok ? inAllLanguages((language) => localise(language, decision.message, decision.params)) : null,
  };
  return Response.json(started);
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

async function answer(request: Request, clientId: string): Promise<Response> {
  const path = new URL(request.url).pathname;
  const route = path.startsWith(basePath) ? path.slice(basePath.length) : path;
  if (route === WORKER_PATHS.tab && request.method === 'POST') return startTab(request, clientId);
  const kept = await dataOf(await choiceOf(clientId));
  if (route === WORKER_PATHS.toolbar) return Response.json(toolbarData());
  if (route === WORKER_PATHS.carriedLogin && request.method === 'POST') {
    const { token } = (await request.json()) as { token: string | null };
    return Response.json(loginToCarry(token));
  }
  if (route === WORKER_PATHS.reset && request.method === 'POST') {
    await kept.reset();
    kept.dispose();
    if (current?.kept === kept) current = null;
    return new Response(null, { status: 204 });
  }
  const id = `call-${(callCount += 1)}`;
  const answered = (async () => {
    await kept.callStarted(id);
    return (await answerCall(request, path)) ?? new Response('Not found', { status: 404 });
  })();
  answering.add(answered);
  try {
    return await answered;
  } finally {
    answering.delete(answered);
    kept.callEnded(id);
    if (!route.startsWith('__dev/')) void notifyPages();
  }
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

import { DEMO_LOGIN } from './db/demo-member';
import { chooseScenario, type ScenarioChoice } from './scenarios/choose-scenario';
import { SCENARIO_NAMES } from './scenarios/names';
import { FAKE_BACKEND_WORKER_FILE } from './browser-only/answered-paths';
import { WORKER_MESSAGES, type TabChoice, type TabStart, type TabStarted, type ToolbarData } from './browser-only/worker-protocol';
import type { LoggedCall } from './inspector/call-log';
import { followLog } from './inspector/followed-log';
import { MOCK_PATHS } from './mock-paths';

const CHOICE_KEY = 'fake-backend:scenario';
const FAULTS_KEY = 'fake-backend:faults';
/** Where the tab notes its login between leaving one data and loading the next (carried-login.ts). */
export const CARRIED_LOGIN_KEY = 'fake-backend:carried-login';
/** The portal keeps its token in the tab's session storage under this key (spec: "Session values kept"). */
const PORTAL_TOKEN_KEY = 'token';

function readChoice(): ScenarioChoice | null {
  try {
    const text = sessionStorage.getItem(CHOICE_KEY);
    return text ? (JSON.parse(text) as ScenarioChoice) : null;
  } catch {
    return null;
  }
}

/** Settles once the fake backend's worker controls the page: its calls reach the worker from then on. */
async function underTheWorker(url: string, scope: string): Promise<void> {
  const container = navigator.serviceWorker;
  const controlled = new Promise<void>((resolve) => {
    if (container.controller) resolve();
    else container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  await container.register(url, { scope });
  if (!container.controller) {
    // A worker already active does not take a page loaded past it (a hard reload) unless asked.
    (await container.ready).active?.postMessage(WORKER_MESSAGES.claim);
  }
  await controlled;
}

/** The tab's fault rules as the worker applied them (`/__mock/faults`, the same endpoint as `mock:serve`'s). */
async function askFaults(path: string, text: string): Promise<string> {
  const response = await fetch(path, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain' } });
  const answer = (await response.json()) as { text: string; error?: string };
  if (!response.ok) throw new Error(answer.error ?? `${path}: HTTP ${response.status}`);
  return answer.text;
}

async function ask<Answer>(path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(path, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Answer;
}

/**
 * Starts the fake backend of the demo and dev builds: registers its service worker at
 * `${basePath}fake-backend-worker.js` (browser-only/fake-backend-worker.ts: the backend runs there,
 * off the page's main thread, one database for every tab), tells it the tab's scenario
 * (`?scenario=`, `?seed=`) and its latency and faults (`?faults=`, mocks/faults/), both kept in the
 * tab's sessionStorage, and resolves once that data is in.
 * Requests the backend does not answer (assets, chunks, locale files) go to the network.
 */
export async function startFakeBackend({ basePath }: { basePath: string }): Promise<void> {
  const { choice: scenario, warning } = chooseScenario(window.location.search, readChoice());
  if (warning) console.warn(`[fake backend] ${warning}`);
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(scenario));
  // The worker reads the rules (mocks/faults/choose-faults.ts) and answers those it applies.
  const faultsAsked = new URLSearchParams(window.location.search).get('faults');
  const choice: TabChoice = { ...scenario, faults: sessionStorage.getItem(FAULTS_KEY) ?? '' };

  const listeners = new Set<() => void>();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.data === WORKER_MESSAGES.whichChoice) event.ports[0]?.postMessage(choice);
    else if (event.data === WORKER_MESSAGES.changed) for (const listener of listeners) listener();
  });
  await underTheWorker(`${basePath}${FAKE_BACKEND_WORKER_FILE}`, basePath);

  const carried = sessionStorage.getItem(CARRIED_LOGIN_KEY);
  sessionStorage.removeItem(CARRIED_LOGIN_KEY);
  const start: TabStart = { ...choice, carried, faultsAsked };
  const started = await ask<TabStarted>(`${basePath}${MOCK_PATHS.tab}`, start);
  if (started.faultsWarning) console.warn(`[fake backend] ${started.faultsWarning}`);
  sessionStorage.setItem(FAULTS_KEY, started.faults);
  // What the tab answers a worker the browser restarted.
  choice.faults = started.faults;

  /** Notes the tab's login before the page reloads on other data, so the worker can open it there. */
  const rememberLogin = async () => {
    const noted = await ask<string | null>(`${basePath}${MOCK_PATHS.carriedLogin}`, { token: sessionStorage.getItem(PORTAL_TOKEN_KEY) });
    if (noted) sessionStorage.setItem(CARRIED_LOGIN_KEY, noted);
    else sessionStorage.removeItem(CARRIED_LOGIN_KEY);
  };
  const settleThen = (task: Promise<unknown>, then: () => void) =>
    void task.catch((error: unknown) => console.warn('[fake backend] the dev toolbar could not reach the worker', error)).finally(then);

  /**
   * Reads `path()` now and again whenever the worker says a call was answered, one read at a time
   * (calls answered meanwhile ask for one more); returns the unsubscribe.
   */
  const readOnChange = <Data>(path: () => string, listener: (data: Data) => void): (() => void) => {
    let reading = false;
    let again = false;
    const read = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      ask<Data>(path())
        .then(listener)
        .catch((error: unknown) => console.warn('[fake backend] the dev toolbar could not read the worker', error))
        .finally(() => {
          reading = false;
          if (again) {
            again = false;
            read();
          }
        });
    };
    listeners.add(read);
    read();
    return () => void listeners.delete(read);
  };

  /** The tab's calls as the toolbar read them so far. */
  const calls = followLog();

  /** The toolbar's rules, once the worker applied them: kept for the tab as `?faults=` keeps them. */
  const setFaults = async (text: string): Promise<string> => {
    const applied = await askFaults(`${basePath}${MOCK_PATHS.faults}`, text);
    sessionStorage.setItem(FAULTS_KEY, applied);
    // What the tab answers a worker the browser restarted.
    choice.faults = applied;
    // The address's ?faults= would bring the old rules back at the next reload.
    const url = new URL(window.location.href);
    if (url.searchParams.has('faults')) {
      url.searchParams.delete('faults');
      window.history.replaceState(window.history.state, '', url);
    }
    return applied;
  };

  // In a chunk of its own, loaded while the first calls are answered: the calls do not wait for it.
  void import('./dev-toolbar/toolbar').then(({ mountDevToolbar }) =>
    mountDevToolbar({
      scenario: choice.scenario,
      faults: started.faults,
      login: DEMO_LOGIN,
      subscribe: (listener) => readOnChange<ToolbarData>(() => `${basePath}${MOCK_PATHS.toolbar}`, listener),
      setFaults,
      subscribeCalls: (listener) =>
        readOnChange<{ calls: LoggedCall[] }>(
          () => `${basePath}${MOCK_PATHS.log}?after=${calls.after}`,
          (read) => listener(calls.take(read.calls)),
        ),
      clearCalls: async () => {
        await fetch(`${basePath}${MOCK_PATHS.log}`, { method: 'DELETE' });
        calls.clear();
      },
      switchScenario: (scenario) =>
        settleThen(rememberLogin(), () => {
          const url = new URL(window.location.href);
          url.searchParams.set('scenario', scenario);
          window.location.assign(url);
        }),
      resetData: () =>
        settleThen(
          rememberLogin().then(() => fetch(`${basePath}${MOCK_PATHS.reset}`, { method: 'POST' })),
          () => window.location.reload(),
        ),
      ...(started.notice ? { notice: started.notice } : {}),
    }),
  );

  console.info(
    `[fake backend] scenario "${choice.scenario}" (seed ${choice.seed}, ${started.origin}): ${started.description}.\n` +
      `Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password}. Other scenarios: ${SCENARIO_NAMES.map((name) => `?scenario=${name}`).join(', ')}`,
  );
}

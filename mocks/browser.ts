import { setupWorker } from 'msw/browser';
import { backend } from './backend';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from './db/demo-member';
import { db } from './db/collections';
import { carryTabLogin, rememberTabLogin } from './carried-login';
import { freeLooseCards } from './rules/card-settings';
import { friendsInCountry } from './rules/friends';
import { localise } from './rules/messages';
import { handlers } from './handlers';
import { keepDataInBrowser } from './persistence/browser-persistence';
import { chooseScenario, type ScenarioChoice } from './scenarios/choose-scenario';
import { SCENARIO_NAMES } from './scenarios';
import { quietWorkerRefreshFailures } from './worker-refresh';
import { sliceWrites } from './browser-only/sliced-writes';
import { FAKE_BACKEND_WORKER_FILE } from './browser-only/answered-paths';

const CHOICE_KEY = 'fake-backend:scenario';

function readChoice(): ScenarioChoice | null {
  try {
    const text = sessionStorage.getItem(CHOICE_KEY);
    return text ? (JSON.parse(text) as ScenarioChoice) : null;
  } catch {
    return null;
  }
}

/**
 * Starts the fake backend in the browser: picks the scenario (`?scenario=`, `?seed=`, kept in
 * the tab's sessionStorage), loads the data the browser kept for that seed and scenario or seeds
 * it (IndexedDB, shared by the tabs: see persistence/), and registers the msw worker at
 * `${basePath}fake-backend-worker.js` (msw's worker behind a filter: browser-only/answered-paths.ts). Resolves once API calls are intercepted. Requests without a
 * handler (assets, JS chunks, locale files) pass through untouched.
 */
export async function startFakeBackend({ basePath }: { basePath: string }): Promise<void> {
  const { choice, warning } = chooseScenario(window.location.search, readChoice());
  if (warning) console.warn(`[fake backend] ${warning}`);
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));

  // 8 ms of this machine's time is 32 ms on Lighthouse's phone (a CPU four times slower): under the 50 ms of a long task.
  sliceWrites(Object.values(db), 8);
  // The data loads (or seeds) while the service worker installs: on a first visit both take a while.
  const kept = keepDataInBrowser(choice, basePath);
  const worker = setupWorker(kept.handler, ...handlers);
  worker.events.on('request:end', ({ requestId }) => kept.callEnded(requestId));
  const workerUrl = `${basePath}${FAKE_BACKEND_WORKER_FILE}`;
  quietWorkerRefreshFailures(new URL(workerUrl, window.location.origin).href);
  await worker.start({
    serviceWorker: { url: workerUrl, options: { scope: basePath } },
    onUnhandledFrame: 'bypass',
    // msw logs each answered call as a console group, reading a copy of its body: work on the
    // page's main thread for every call. Developers (dev server) keep the log; the demo's
    // reviewers have the toolbar.
    quiet: import.meta.env.VITE_DEMO === 'true',
  });
  const origin = await kept.started;
  // The tab's login follows a reset or a scenario switch of the dev toolbar when the rules allow.
  const carried = carryTabLogin(sessionStorage);

  // In a chunk of its own, loaded while the first calls are answered: the calls do not wait for it.
  void import('./dev-toolbar/toolbar').then(({ mountDevToolbar }) =>
    mountDevToolbar({
      scenario: choice.scenario,
      login: DEMO_LOGIN,
      readMessages: () => db.outbox.all(),
      readFreeCards: () => freeLooseCards(db.looseCards.all(), db.cards.all().map((card) => card.cardNo)),
      readFriendAccounts: () => {
        const demo = db.members.findFirst((q) => q.where({ memberId: DEMO_MEMBER_ID }));
        return demo ? friendsInCountry(DEMO_MEMBER_ID, demo.countryId, db.members.all(), db.friendships.all()) : [];
      },
      subscribe: (listener) => {
        worker.events.on('response:mocked', listener);
        const stopReplaced = kept.onReplaced(listener);
        return () => {
          worker.events.removeListener('response:mocked', listener);
          stopReplaced();
        };
      },
      switchScenario: (scenario) => {
        rememberTabLogin(sessionStorage);
        const url = new URL(window.location.href);
        url.searchParams.set('scenario', scenario);
        window.location.assign(url);
      },
      resetData: () => {
        rememberTabLogin(sessionStorage);
        kept
          .reset()
          .catch((error: unknown) => console.warn('[fake backend] the kept data could not be dropped', error))
          .finally(() => window.location.reload());
      },
      ...(carried && !carried.ok ? { notice: (language) => localise(language, carried.message, carried.params) } : {}),
    }),
  );

  console.info(
    `[fake backend] scenario "${backend.scenario.name}" (seed ${backend.seed}, ${origin}): ${backend.scenario.description}.\n` +
      `Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password}. Other scenarios: ${SCENARIO_NAMES.map((name) => `?scenario=${name}`).join(', ')}`,
  );
}

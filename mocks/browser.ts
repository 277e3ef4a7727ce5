import { setupWorker } from 'msw/browser';
import { backend, resetBackend, restoreBackend } from './backend';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from './db/demo-member';
import { db } from './db/collections';
import { mountDevToolbar } from './dev-toolbar/toolbar';
import { freeLooseCards } from './rules/card-settings';
import { friendsInCountry } from './rules/friends';
import { exportDatabase, importDatabase, type DatabaseSnapshot } from './db/snapshot';
import { fitSnapshotToStorage } from './db/snapshot-storage';
import { handlers } from './handlers';
import { chooseScenario, type ScenarioChoice } from './scenarios/choose-scenario';
import { SCENARIO_NAMES } from './scenarios';

const CHOICE_KEY = 'fake-backend:scenario';
const DATA_KEY = 'fake-backend:data';

interface SavedData {
  choice: ScenarioChoice;
  mediaBase: string;
  snapshot: DatabaseSnapshot;
}

function readJson<Value>(key: string): Value | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Value) : null;
  } catch {
    return null;
  }
}

const sameChoice = (a: ScenarioChoice, b: ScenarioChoice) => a.scenario === b.scenario && a.seed === b.seed;

/** Loads the tab's saved data when it was made for this scenario and base, else seeds afresh. */
async function loadData(choice: ScenarioChoice, mediaBase: string): Promise<'restored' | 'seeded'> {
  const saved = readJson<SavedData>(DATA_KEY);
  if (saved && sameChoice(saved.choice, choice) && saved.mediaBase === mediaBase) {
    try {
      await restoreBackend({ ...choice, mediaBase }, () => importDatabase(saved.snapshot));
      return 'restored';
    } catch (error) {
      console.warn('[fake backend] saved data could not be loaded; seeding afresh', error);
    }
  }
  await resetBackend({ ...choice, mediaBase });
  return 'seeded';
}

function saveData(choice: ScenarioChoice, mediaBase: string): void {
  try {
    // Within the browser's storage: uploaded images beyond it are left out (snapshot-storage.ts).
    const data: SavedData = { choice, mediaBase, snapshot: fitSnapshotToStorage(exportDatabase()) };
    sessionStorage.setItem(DATA_KEY, JSON.stringify(data));
  } catch (error) {
    // Storage full or disabled: the next load simply seeds again.
    console.warn('[fake backend] could not save data for the next page load', error);
  }
}

/**
 * Starts the fake backend in the browser: picks the scenario (`?scenario=`, `?seed=`, kept in
 * sessionStorage), loads or seeds the data, and registers the msw worker at
 * `${basePath}mockServiceWorker.js`. Resolves once API calls are intercepted. Requests without a
 * handler (assets, JS chunks, locale files) pass through untouched.
 */
export async function startFakeBackend({ basePath }: { basePath: string }): Promise<void> {
  const { choice, warning } = chooseScenario(window.location.search, readJson<ScenarioChoice>(CHOICE_KEY));
  if (warning) console.warn(`[fake backend] ${warning}`);
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));

  const origin = await loadData(choice, basePath);
  // The data lives in memory; keep it for the next load of this tab (reload, navigation).
  let keepData = true;
  window.addEventListener('pagehide', () => {
    if (keepData) saveData(choice, basePath);
  });

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledFrame: 'bypass',
  });

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
      return () => worker.events.removeListener('response:mocked', listener);
    },
    switchScenario: (scenario) => {
      const url = new URL(window.location.href);
      url.searchParams.set('scenario', scenario);
      window.location.assign(url);
    },
    resetData: () => {
      keepData = false;
      sessionStorage.removeItem(DATA_KEY);
      window.location.reload();
    },
  });

  console.info(
    `[fake backend] scenario "${backend.scenario.name}" (seed ${backend.seed}, ${origin}): ${backend.scenario.description}.\n` +
      `Demo login: ${DEMO_LOGIN.account} / ${DEMO_LOGIN.password}. Other scenarios: ${SCENARIO_NAMES.map((name) => `?scenario=${name}`).join(', ')}`,
  );
}

import { backend, DEFAULT_SEED, resetBackend } from '../backend';
import { db, sessions } from '../db/collections';
import { DEMO_LOGIN, DEMO_MEMBER_ID } from '../db/demo-member';
import { loginFailureRecord, placeholderNews, placeholderShop } from '../db/factories';
import { LOGIN_LOCKOUT } from '../rules/login';
import { MINUTE_MS } from '../rules/clock';
import type { ScenarioName } from './index';
import { accountProviderStates } from './provider-states-account';
import { activityProviderStates } from './provider-states-activities';
import { columnsPlayersProviderStates } from './provider-states-columns';
import { cardProviderStates } from './provider-states-cards';
import { friendsProviderStates } from './provider-states-friends';
import { itemsProviderStates } from './provider-states-items';
import { giftsProviderStates } from './provider-states-gifts';
import { idOf, UnknownProviderStateError, type StateInput } from './provider-state-params';

/** The body of `POST /__mock/provider-states` (docs/INTERFACES.md). */
export interface ProviderStateChange {
  state: string;
  params?: Record<string, unknown>;
  action?: 'setup' | 'teardown';
}

/** Values the verifier may inject into the interaction's request (`fromProviderState`). */
export type ProviderStateValues = Record<string, unknown>;

export { UnknownProviderStateError };

interface ProviderStateDefinition {
  pattern: RegExp;
  /** The scenario the state needs; without one it applies to whatever scenario is loaded. */
  scenario?: ScenarioName;
  apply?(input: StateInput): Promise<ProviderStateValues | void>;
}

const PROVIDER_STATES: ProviderStateDefinition[] = [
  // No state named: only fresh data for the next interaction.
  { pattern: /^$/ },
  { pattern: /^default content$/, scenario: 'default' },
  // The default seed ranks players in both months of every game and award ranking.
  { pattern: /^monthly rankings exist$/, scenario: 'default' },
  { pattern: /^no content$/, scenario: 'empty' },
  // The demo member exists in every scenario.
  { pattern: /^the demo member exists$/ },
  { pattern: /^the demo member's session has expired$/, scenario: 'expired-session' },
  {
    // A session of the demo member; the interaction takes its token (and member id) from the state.
    pattern: /^the demo member is logged in$/,
    async apply({ now }) {
      const { token } = sessions.open(DEMO_MEMBER_ID, now);
      return { token, memberId: DEMO_MEMBER_ID };
    },
  },
  {
    pattern: /^news item (?:\{id\}|(\d+)) exists$/,
    async apply(input) {
      const id = idOf(input);
      if (!db.news.findFirst((q) => q.where({ id }))) {
        // Seeded ids are dense from 1, so this only runs for a high id or an empty scenario.
        const template = db.news.findFirst();
        await db.news.create(placeholderNews(id, backend.mediaBase, { countryId: template?.countryId, date: template?.date }));
      }
      return { id };
    },
  },
  {
    pattern: /^no news item has id (?:\{id\}|(\d+))$/,
    async apply(input) {
      const id = idOf(input);
      db.news.deleteMany((q) => q.where({ id }));
      return { id };
    },
  },
  {
    pattern: /^shop (?:\{id\}|(\d+)) exists$/,
    async apply(input) {
      const id = idOf(input);
      if (!db.shops.findFirst((q) => q.where({ shopId: id }))) {
        await db.shops.create(placeholderShop(id, backend.mediaBase));
      }
      return { id };
    },
  },
  {
    pattern: /^no shop has id (?:\{id\}|(\d+))$/,
    async apply(input) {
      const id = idOf(input);
      db.shops.deleteMany((q) => q.where({ shopId: id }));
      return { id };
    },
  },
  {
    pattern: /^the demo account is locked$/,
    async apply({ now }) {
      // Five failures in the last five minutes: locked for the next ten at least.
      for (let index = LOGIN_LOCKOUT.maxFailures; index > 0; index -= 1) {
        await db.loginFailures.create(loginFailureRecord(DEMO_LOGIN.account, now - index * MINUTE_MS));
      }
    },
  },
  ...accountProviderStates,
  ...activityProviderStates,
  ...columnsPlayersProviderStates,
  ...cardProviderStates,
  ...friendsProviderStates,
  ...itemsProviderStates,
  ...giftsProviderStates,
];

export const PROVIDER_STATE_PATTERNS = PROVIDER_STATES.slice(1).map((definition) => definition.pattern.source);

interface AppliedState {
  definition: ProviderStateDefinition;
  params: Record<string, unknown>;
  match: RegExpExecArray;
}

/**
 * States applied since the last reset, replayed when a later state of the same interaction
 * switches scenario. Tied to the reset generation: any other reset makes the list stale.
 */
let applied: { generation: number; states: AppliedState[] } = { generation: -1, states: [] };

const appliedStates = (): AppliedState[] => (applied.generation === backend.generation ? applied.states : []);

function findState(state: string) {
  for (const definition of PROVIDER_STATES) {
    const match = definition.pattern.exec(state);
    if (match) return { definition, match };
  }
  return null;
}

/**
 * Sets up one provider state. An interaction may name several states, each sent on its own, so
 * the backend reseeds only when it has served calls since the last reset (a new interaction) or
 * when a state needs another scenario, and then replays the states already set up.
 * A change without a state name just makes sure the next interaction meets fresh default data.
 */
export async function applyProviderState(change: ProviderStateChange): Promise<ProviderStateValues> {
  if (change.action === 'teardown') return {};
  const params = change.params ?? {};
  const name = (change.state ?? '').trim();
  const found = findState(name);
  if (!found) {
    throw new UnknownProviderStateError(
      `Unknown provider state "${change.state}". Known: ${PROVIDER_STATE_PATTERNS.join(' | ')}`,
    );
  }
  await backend.ready;

  const { definition, match } = found;
  const fresh = !backend.servedCallsSinceReset;
  const wanted = definition.scenario;
  let states = appliedStates();
  if (!fresh || (wanted !== undefined && wanted !== backend.scenario.name)) {
    const replay = fresh ? states : [];
    await resetBackend({ scenario: wanted ?? (fresh ? backend.scenario.name : 'default'), seed: DEFAULT_SEED });
    for (const earlier of replay) {
      await earlier.definition.apply?.({ params: earlier.params, match: earlier.match, now: backend.clock.now() });
    }
    states = [...replay];
  }

  const values = await definition.apply?.({ params, match, now: backend.clock.now() });
  applied = { generation: backend.generation, states: [...states, { definition, params, match }] };
  return values ?? {};
}

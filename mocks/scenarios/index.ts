import { brokenMediaScenario } from './broken-media';
import { defaultScenario } from './default';
import { emptyScenario } from './empty';
import { expiredSessionScenario } from './expired-session';
import type { Scenario } from './scenario';

export type { Scenario, ScenarioContext } from './scenario';

export const scenarios = {
  default: defaultScenario,
  empty: emptyScenario,
  'expired-session': expiredSessionScenario,
  'broken-media': brokenMediaScenario,
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
export const SCENARIO_NAMES = Object.keys(scenarios) as ScenarioName[];
export const DEFAULT_SCENARIO: ScenarioName = 'default';

export const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(scenarios, name);

export function getScenario(name: string): Scenario {
  if (!isScenarioName(name)) {
    throw new Error(`Unknown fake-backend scenario "${name}"; known: ${SCENARIO_NAMES.join(', ')}`);
  }
  return scenarios[name];
}

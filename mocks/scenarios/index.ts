import { brokenMediaScenario } from './broken-media';
import { defaultScenario } from './default';
import { emptyScenario } from './empty';
import { expiredSessionScenario } from './expired-session';
import { isScenarioName, SCENARIO_NAMES, type ScenarioName } from './names';
import type { Scenario } from './scenario';

export { DEFAULT_SCENARIO, isScenarioName, SCENARIO_NAMES, type ScenarioName } from './names';

export type { Scenario, ScenarioContext } from './scenario';

export const scenarios: Record<ScenarioName, Scenario> = {
  default: defaultScenario,
  empty: emptyScenario,
  'expired-session': expiredSessionScenario,
  'broken-media': brokenMediaScenario,
};

export function getScenario(name: string): Scenario {
  if (!isScenarioName(name)) {
    throw new Error(`Unknown fake-backend scenario "${name}"; known: ${SCENARIO_NAMES.join(', ')}`);
  }
  return scenarios[name];
}

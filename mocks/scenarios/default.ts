import { SESSION_IDLE_LIMIT_MS } from '../rules/sessions';
import type { Scenario } from './scenario';

/** The seeded network as it is: four countries, their news, the demo member and about ten others. */
export const defaultScenario: Scenario = {
  name: 'default',
  description: 'seeded content in four languages, the demo member and ten others',
  sessionIdleLimitMs: SESSION_IDLE_LIMIT_MS,
};

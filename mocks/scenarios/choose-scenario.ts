import { DEFAULT_SCENARIO, isScenarioName, SCENARIO_NAMES, type ScenarioName } from './names';

export interface ScenarioChoice {
  scenario: ScenarioName;
  seed: number;
}

export const DEFAULT_CHOICE: ScenarioChoice = { scenario: DEFAULT_SCENARIO, seed: 1 };

/**
 * The browser's scenario: `?scenario=` and `?seed=` in the page URL win, else what the tab chose
 * before (kept in sessionStorage so it survives navigation), else the default. An unknown name
 * is reported and ignored rather than breaking the app.
 */
export function chooseScenario(
  search: string,
  stored: Partial<ScenarioChoice> | null,
): { choice: ScenarioChoice; warning?: string } {
  const query = new URLSearchParams(search);
  const choice: ScenarioChoice = {
    scenario: stored?.scenario && isScenarioName(stored.scenario) ? stored.scenario : DEFAULT_CHOICE.scenario,
    seed: Number.isInteger(stored?.seed) ? stored!.seed! : DEFAULT_CHOICE.seed,
  };
  let warning: string | undefined;

  const requested = query.get('scenario');
  if (requested !== null) {
    if (isScenarioName(requested)) choice.scenario = requested;
    else warning = `unknown scenario "${requested}" (known: ${SCENARIO_NAMES.join(', ')}); using "${choice.scenario}"`;
  }
  const seed = Number(query.get('seed') ?? Number.NaN);
  if (Number.isInteger(seed)) choice.seed = seed;

  return warning ? { choice, warning } : { choice };
}

import type { ScenarioChoice } from './choose-scenario';
import { isScenarioName, SCENARIO_NAMES } from './names';

/** Names the scenario one request is answered from, without changing anyone's choice. */
export const SCENARIO_HEADER = 'X-Mock-Scenario';

/**
 * The data a request is answered from: the scenario its `X-Mock-Scenario` header names, with the
 * seed of `own` (the server's or the tab's choice); `own` without the header (or with an empty
 * one, which like an empty field means "not given"). An unknown name is refused with a plain 400
 * naming the known ones, the same in `mock:serve` and the demo's service worker.
 */
export function choiceOfRequest(request: Request, own: ScenarioChoice): { choice: ScenarioChoice } | { refusal: Response } {
  const asked = request.headers.get(SCENARIO_HEADER)?.trim();
  if (!asked) return { choice: own };
  if (isScenarioName(asked)) return { choice: { ...own, scenario: asked } };
  const text = `Unknown scenario "${asked}" in ${SCENARIO_HEADER}; known: ${SCENARIO_NAMES.join(', ')}\n`;
  return { refusal: new Response(text, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } }) };
}

import * as z from 'zod/mini';
import { scenarios, SCENARIO_NAMES, isScenarioName, type ScenarioName } from './scenarios';
import type { ScenarioChoice } from './scenarios/choose-scenario';
import { serverData } from './server-data';

/** What `GET /__mock/scenario` answers (and `POST` once it has switched). */
export interface ScenarioState extends ScenarioChoice {
  scenarios: Array<{ name: ScenarioName; description: string }>;
}

const switchSchema = z.object({ scenario: z.string(), seed: z.optional(z.number().check(z.int())) });

const KNOWN_SCENARIOS = SCENARIO_NAMES.map((name) => ({ name, description: scenarios[name].description }));

const refusal = (error: string) => Response.json({ error, scenarios: KNOWN_SCENARIOS }, { status: 400 });

/**
 * The scenario and seed `mock:serve` answers a request from when the request names none
 * (`X-Mock-Scenario`): read with `GET /__mock/scenario`, switched without a restart by
 * `POST /__mock/scenario` with `{ "scenario": "empty", "seed"?: 7 }` (the seed stays when omitted).
 */
export function createServerScenario(initial: ScenarioChoice) {
  let choice = initial;
  const state = (): ScenarioState => ({ ...choice, scenarios: KNOWN_SCENARIOS });

  return {
    get choice(): ScenarioChoice {
      return choice;
    },
    /** The server answers from `next` from now on (the data a provider state set up). */
    follow(next: ScenarioChoice): void {
      choice = next;
    },
    /** The answer of `/__mock/scenario`; a switch answers once the new data is in. */
    async answer(method: string, body: Buffer, signal?: AbortSignal): Promise<Response> {
      if (method === 'GET') return Response.json(state());
      if (method !== 'POST') return new Response(`${method} is not allowed\n`, { status: 405, headers: { allow: 'GET, POST' } });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        return refusal('The body is not JSON: send {"scenario": "<name>", "seed"?: <whole number>}');
      }
      const asked = switchSchema.safeParse(parsed);
      if (!asked.success) return refusal('Send {"scenario": "<name>", "seed"?: <whole number>}');
      const { scenario, seed = choice.seed } = asked.data;
      if (!isScenarioName(scenario)) return refusal(`Unknown scenario "${scenario}"; known: ${SCENARIO_NAMES.join(', ')}`);
      choice = { scenario, seed };
      await serverData.run(choice, async () => undefined, signal);
      return Response.json(state());
    },
  };
}

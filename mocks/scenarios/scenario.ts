import type { Database } from '../db/collections';
import type { ScenarioName } from './names';

export interface ScenarioContext {
  db: Database;
  seed: number;
  now: number;
  mediaBase: string;
}

/**
 * A named state of the fake backend: the deterministic base seed plus overrides. Chosen with
 * `?scenario=` in the browser, `--scenario` on the CLI and by Pact provider states.
 */
export interface Scenario {
  name: ScenarioName;
  /** One line for logs and the CLI. */
  description: string;
  /**
   * How long a token stays valid without a call. 0 treats every token as expired at once, so
   * a login succeeds but the next call with its token answers 198.
   */
  sessionIdleLimitMs: number;
  /** Changes applied after the base seed. */
  override?(context: ScenarioContext): Promise<void> | void;
}

/**
 * The scenarios' names, apart from their definitions: the page that starts the demo's fake
 * backend (../browser.ts) and its toolbar need the names, not the scenarios' rules.
 */
export const SCENARIO_NAMES = ['default', 'empty', 'expired-session', 'broken-media'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
export const DEFAULT_SCENARIO: ScenarioName = 'default';

export const isScenarioName = (name: string): name is ScenarioName => (SCENARIO_NAMES as readonly string[]).includes(name);

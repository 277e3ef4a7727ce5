import { describe, expect, it } from 'vitest';
import { chooseScenario } from './choose-scenario';

describe('chooseScenario', () => {
  it('starts with the default scenario and seed 1', () => {
    expect(chooseScenario('', null)).toEqual({ choice: { scenario: 'default', seed: 1 } });
  });

  it('takes the scenario and seed from the URL', () => {
    expect(chooseScenario('?cn&scenario=empty&seed=7', null).choice).toEqual({ scenario: 'empty', seed: 7 });
  });

  it('keeps the stored choice when the URL says nothing', () => {
    expect(chooseScenario('?hk', { scenario: 'expired-session', seed: 3 }).choice).toEqual({
      scenario: 'expired-session',
      seed: 3,
    });
  });

  it('ignores an unknown scenario name with a warning', () => {
    const { choice, warning } = chooseScenario('?scenario=nope', { scenario: 'empty', seed: 1 });
    expect(choice.scenario).toBe('empty');
    expect(warning).toContain('unknown scenario "nope"');
  });

  it('ignores a stored value that is not a scenario', () => {
    expect(chooseScenario('', { scenario: 'gone' as never, seed: 2 }).choice).toEqual({ scenario: 'default', seed: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { createDataSwitch } from './data-switch';
import type { ScenarioChoice } from './scenarios/choose-scenario';

const DEFAULT: ScenarioChoice = { scenario: 'default', seed: 1 };
const EMPTY: ScenarioChoice = { scenario: 'empty', seed: 1 };

/** A task that settles when the test says, noting when it ran and which data it found in memory. */
function controlledTask(log: string[], name: string, inMemory: () => string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      log.push(`${name} on ${inMemory()}`);
      await done;
      log.push(`${name} done on ${inMemory()}`);
      return name;
    },
    finish,
  };
}

/** A holder of the default scenario's data, which notes each data brought in; `failOn` names data that cannot be. */
function fakeHolder(failOn?: string) {
  const state = { inMemory: 'default', log: [] as string[] };
  const holder = {
    holds: (choice: ScenarioChoice) => choice.scenario === state.inMemory,
    async bringIn(choice: ScenarioChoice) {
      await Promise.resolve();
      if (choice.scenario === failOn) throw new Error(`no ${failOn} data`);
      state.log.push(`bring in ${choice.scenario}`);
      state.inMemory = choice.scenario;
    },
  };
  return { state, holder, task: (name: string) => controlledTask(state.log, name, () => state.inMemory) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDataSwitch: one database for requests of several scenarios', () => {
  it('runs tasks on the data in memory side by side', async () => {
    const { state, holder, task } = fakeHolder();
    const data = createDataSwitch(holder);
    const [first, second] = [task('a1'), task('a2')];
    const results = [data.run(DEFAULT, first.task), data.run(DEFAULT, second.task)];
    await settled();
    expect(state.log).toEqual(['a1 on default', 'a2 on default']);
    second.finish();
    first.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2']);
  });

  it("brings another scenario's data in only once the tasks on the data in memory are done, and tasks that came after it wait for it", async () => {
    const { state, holder, task } = fakeHolder();
    const data = createDataSwitch(holder);
    const [a1, b1, a2] = [task('a1'), task('b1'), task('a2')];
    const results = [data.run(DEFAULT, a1.task), data.run(EMPTY, b1.task), data.run(DEFAULT, a2.task)];
    await settled();
    expect(state.log).toEqual(['a1 on default']);
    a1.finish();
    await settled();
    b1.finish();
    await settled();
    a2.finish();
    await Promise.all(results);
    expect(state.log).toEqual(['a1 on default', 'a1 done on default', 'bring in empty', 'b1 on empty', 'b1 done on empty', 'bring in default', 'a2 on default', 'a2 done on default']);
  });

  it('starts every task waiting for the data it brings in together: one switch per batch, not per task', async () => {
    const { state, holder, task } = fakeHolder();
    const data = createDataSwitch(holder);
    const [a1, b1, a2, b2] = [task('a1'), task('b1'), task('a2'), task('b2')];
    const results = [data.run(DEFAULT, a1.task), data.run(EMPTY, b1.task), data.run(DEFAULT, a2.task), data.run(EMPTY, b2.task)];
    a1.finish();
    await settled();
    expect(state.log.slice(2)).toEqual(['bring in empty', 'b1 on empty', 'b2 on empty']);
    b1.finish();
    b2.finish();
    a2.finish();
    await Promise.all(results);
    expect(state.log.filter((line) => line.startsWith('bring in'))).toEqual(['bring in empty', 'bring in default']);
  });

  it('runs an exclusive task alone: after the running tasks, before the ones that came after it', async () => {
    const { state, holder, task } = fakeHolder();
    const data = createDataSwitch(holder);
    const [a1, reset, a2] = [task('a1'), task('reset'), task('a2')];
    const results = [data.run(DEFAULT, a1.task), data.exclusive(reset.task), data.run(DEFAULT, a2.task)];
    await settled();
    expect(state.log).toEqual(['a1 on default']);
    a1.finish();
    await settled();
    expect(state.log.slice(2)).toEqual(['reset on default']);
    reset.finish();
    await settled();
    a2.finish();
    await Promise.all(results);
    expect(state.log.slice(3)).toEqual(['reset done on default', 'a2 on default', 'a2 done on default']);
  });

  it('stops waiting for a task given up on (its signal aborted), and never starts one given up on while it waited', async () => {
    const { state, holder, task } = fakeHolder();
    const data = createDataSwitch(holder);
    const [hung, gaveUp, b1] = [task('hung'), task('gave up'), task('b1')];
    const hungCall = new AbortController();
    const waitingCall = new AbortController();
    void data.run(DEFAULT, hung.task, hungCall.signal);
    const abandoned = data.run(EMPTY, gaveUp.task, waitingCall.signal);
    const result = data.run(EMPTY, b1.task);
    waitingCall.abort(new Error('no answer in time'));
    await expect(abandoned).rejects.toThrow('no answer in time');
    hungCall.abort(new Error('no answer in time'));
    await settled();
    b1.finish();
    await expect(result).resolves.toBe('b1');
    expect(state.log).toEqual(['hung on default', 'bring in empty', 'b1 on empty', 'b1 done on empty']);
  });

  it('refuses the tasks of data that cannot be brought in, and goes on with the others', async () => {
    const { state, holder, task } = fakeHolder('empty');
    const data = createDataSwitch(holder);
    const [a1, a2] = [task('a1'), task('a2')];
    const results = [data.run(DEFAULT, a1.task), data.run(EMPTY, async () => 'b1'), data.run(EMPTY, async () => 'b2'), data.run(DEFAULT, a2.task)];
    a1.finish();
    a2.finish();
    const outcomes = await Promise.allSettled(results);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(state.log.at(-1)).toBe('a2 done on default');
  });
});

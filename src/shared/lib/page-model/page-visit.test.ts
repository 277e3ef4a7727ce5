import { allSettled, createStore, fork } from 'effector';
import { createGate } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { createPageVisit } from './page-visit';

const setUp = () => {
  const Gate = createGate('page-visit.test');
  const visit = createPageVisit(Gate);
  const $begun = createStore(0).on(visit.begun, (count) => count + 1);
  return { Gate, visit, $begun };
};

describe('createPageVisit', () => {
  it('begins when the gate opens, and again after it closed', async () => {
    const { Gate, visit, $begun } = setUp();
    const scope = fork();
    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState($begun)).toBe(1);
    expect(scope.getState(visit.$isOn)).toBe(true);

    await allSettled(Gate.close, { scope, params: {} });
    expect(scope.getState(visit.$isOn)).toBe(false);
    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState($begun)).toBe(2);
  });

  it('begins when the app starts the page, and the gate opening on that visit adds nothing', async () => {
    const { Gate, visit, $begun } = setUp();
    const scope = fork();
    await allSettled(visit.started, { scope });
    expect(scope.getState($begun)).toBe(1);
    expect(scope.getState(visit.$isOn)).toBe(true);

    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState($begun)).toBe(1);

    // Leaving and coming back is a new visit.
    await allSettled(Gate.close, { scope, params: {} });
    await allSettled(Gate.open, { scope, params: {} });
    expect(scope.getState($begun)).toBe(2);
  });
});

import { allSettled, createStore, fork } from 'effector';
import { createGate } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { createPageVisit } from './page-visit';

const setUp = () => {
  const Gate = createGate<{ search: string }>({ name: 'page-visit.test', defaultState: { search: '' } });
  const visit = createPageVisit(Gate, ({ search }) => ({ search }));
  const $begun = createStore<string[]>([]).on(visit.begun, (searches, { search }) => [...searches, search]);
  return { Gate, visit, $begun };
};

describe('createPageVisit', () => {
  it('begins when the gate opens, and again after it closed', async () => {
    const { Gate, visit, $begun } = setUp();
    const scope = fork();
    await allSettled(Gate.open, { scope, params: { search: '?page=2' } });
    expect(scope.getState($begun)).toEqual(['?page=2']);
    expect(scope.getState(visit.$isOn)).toBe(true);

    await allSettled(Gate.close, { scope, params: { search: '?page=2' } });
    expect(scope.getState(visit.$isOn)).toBe(false);
    await allSettled(Gate.open, { scope, params: { search: '' } });
    expect(scope.getState($begun)).toEqual(['?page=2', '']);
  });

  it('opens the gate when the app starts the page, and the page mounting on that visit adds nothing', async () => {
    const { Gate, visit, $begun } = setUp();
    const scope = fork();
    await allSettled(visit.started, { scope, params: { search: '?type=1' } });
    expect(scope.getState($begun)).toEqual(['?type=1']);
    expect(scope.getState(Gate.status)).toBe(true);
    expect(scope.getState(Gate.state)).toEqual({ search: '?type=1' });

    await allSettled(Gate.open, { scope, params: { search: '?type=1' } });
    expect(scope.getState($begun)).toEqual(['?type=1']);

    // Leaving and coming back is a new visit.
    await allSettled(Gate.close, { scope, params: { search: '?type=1' } });
    await allSettled(Gate.open, { scope, params: { search: '' } });
    expect(scope.getState($begun)).toEqual(['?type=1', '']);
  });
});

import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createAwaitingAnswer, createShownTogether } from './shown-together';

type Status = 'initial' | 'pending' | 'done' | 'fail';

const setUp = () => {
  const statusChanged = createEvent<{ index: number; status: Status }>();
  const reset = createEvent();
  const queries = [0, 1].map((index) => ({
    $status: createStore<Status>('initial').on(statusChanged, (status, change) => (change.index === index ? change.status : status)),
  }));
  return { $shown: createShownTogether(queries, reset), statusChanged, reset };
};

describe('createShownTogether', () => {
  it('turns true only once every query has answered or failed, then stays true while they load again', async () => {
    const { $shown, statusChanged } = setUp();
    const scope = fork();
    const set = (index: number, status: Status) => allSettled(statusChanged, { scope, params: { index, status } });
    expect(scope.getState($shown)).toBe(false);
    await set(0, 'pending');
    await set(1, 'pending');
    await set(0, 'done');
    expect(scope.getState($shown)).toBe(false);
    await set(1, 'fail');
    expect(scope.getState($shown)).toBe(true);
    await set(0, 'pending');
    expect(scope.getState($shown)).toBe(true);
  });

  it('waits again after its reset (the page closed) until the queries have settled', async () => {
    const { $shown, statusChanged, reset } = setUp();
    const scope = fork();
    const set = (index: number, status: Status) => allSettled(statusChanged, { scope, params: { index, status } });
    await set(0, 'done');
    await set(1, 'done');
    await set(0, 'pending');
    await allSettled(reset, { scope });
    expect(scope.getState($shown)).toBe(false);
    await set(0, 'done');
    expect(scope.getState($shown)).toBe(true);
  });
});

describe('createAwaitingAnswer', () => {
  it('holds before the query starts and while it asks, not once it has answered or failed', async () => {
    const statusSet = createEvent<Status>();
    const $awaited = createAwaitingAnswer({ $status: createStore<Status>('initial').on(statusSet, (_, status) => status) });
    const scope = fork();
    const seen = [scope.getState($awaited)];
    for (const status of ['pending', 'done', 'pending', 'fail'] as const) {
      await allSettled(statusSet, { scope, params: status });
      seen.push(scope.getState($awaited));
    }
    expect(seen).toEqual([true, true, false, true, false]);
  });
});

import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createAwaitingAnswer, createShownTogether } from './shown-together';

type Status = 'initial' | 'pending' | 'done' | 'fail';

/** Two sections as farfetched queries keep them: data kept while read again, failed until the next answer. */
const setUp = () => {
  const answered = createEvent<{ index: number; data: string }>();
  const failed = createEvent<number>();
  const started = createEvent<number>();
  const forgotten = createEvent<number>();
  const reset = createEvent();
  const sections = [0, 1].map((index) => ({
    $data: createStore<string | null>(null)
      .on(answered, (data, answer) => (answer.index === index ? answer.data : data))
      .on(forgotten, (data, which) => (which === index ? null : data)),
    $failed: createStore(false)
      .on(failed, (was, which) => (which === index ? true : was))
      .on([started, answered], (was, which) => ((typeof which === 'number' ? which : which.index) === index ? false : was)),
  }));
  const scope = fork();
  return {
    scope,
    $shown: createShownTogether(sections, reset),
    answer: (index: number) => allSettled(answered, { scope, params: { index, data: `answer ${index}` } }),
    fail: (index: number) => allSettled(failed, { scope, params: index }),
    start: (index: number) => allSettled(started, { scope, params: index }),
    forget: (index: number) => allSettled(forgotten, { scope, params: index }),
    reset: () => allSettled(reset, { scope }),
  };
};

describe('createShownTogether', () => {
  it('turns true only once every section has data or failed, then stays true while they are read again or retried', async () => {
    const page = setUp();
    expect(page.scope.getState(page.$shown)).toBe(false);
    await page.answer(0);
    expect(page.scope.getState(page.$shown)).toBe(false);
    await page.fail(1);
    expect(page.scope.getState(page.$shown)).toBe(true);
    // A retry of the failed section: no data, no failure while it asks, and the page stays shown.
    await page.start(1);
    expect(page.scope.getState(page.$shown)).toBe(true);
  });

  it('shows kept data at once on the next visit, and waits again when a section has nothing to show', async () => {
    const page = setUp();
    await page.answer(0);
    await page.answer(1);
    await page.reset();
    expect(page.scope.getState(page.$shown)).toBe(true);
    await page.forget(1);
    await page.reset();
    expect(page.scope.getState(page.$shown)).toBe(false);
    await page.answer(1);
    expect(page.scope.getState(page.$shown)).toBe(true);
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

import { allSettled, createEvent, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Screen = () => null;

describe('lazyPage(...).start', () => {
  it("loads the page's code once and begins its visit in the app's scope", async () => {
    const started = createEvent();
    const $visits = createStore(0).on(started, (count) => count + 1);
    const load = vi.fn(async () => ({ Screen, started }));
    const page = lazyPage(load, (module) => module.Screen, ['news'], (module) => module.started);

    const scope = fork();
    await page.start(scope);
    await allSettled(scope);
    expect(scope.getState($visits)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    await page.preloadCode();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only loads the code of a page that begins its visit when it renders', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const page = lazyPage(load, (module) => module.Screen, ['news']);
    await page.start(fork());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

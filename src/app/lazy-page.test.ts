import { allSettled, createEvent, createStore, fork } from 'effector';
import type { PageAddress } from '@/shared/lib';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Screen = () => null;

describe('lazyPage(...).start', () => {
  it("loads the page's code once and begins its visit in the app's scope, with the address", async () => {
    const started = createEvent<PageAddress>();
    const $searches = createStore<string[]>([]).on(started, (searches, { search }) => [...searches, search]);
    const load = vi.fn(async () => ({ Screen, started }));
    const page = lazyPage(load, (module) => module.Screen, ['news'], (module) => module.started);

    const scope = fork();
    await page.start(scope, { search: '?type=1' });
    await allSettled(scope);
    expect(scope.getState($searches)).toEqual(['?type=1']);
    expect(load).toHaveBeenCalledTimes(1);

    await page.preloadCode();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only loads the code of a page that begins its visit when it renders', async () => {
    const load = vi.fn(async () => ({ Screen }));
    const page = lazyPage(load, (module) => module.Screen, ['news']);
    await page.start(fork(), { search: '' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

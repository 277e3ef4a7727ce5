import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { readPositiveInt } from '../search-params';
import { createAddressNavigation } from './address-navigation';
import { createAddressState } from './address-state';

interface Shelf {
  colour: string;
  page: number;
}

const address = createAddressState<Shelf>({
  name: 'address-state.test',
  parse: (search) => ({ colour: search.get('colour') ?? 'red', page: readPositiveInt(search, 'page') ?? 1 }),
});
const { chosen, corrected } = createAddressNavigation(address, {
  path: '/Shelf',
  format: ({ colour, page }) => {
    const search = new URLSearchParams();
    if (colour !== 'red') search.set('colour', colour);
    if (page > 1) search.set('page', String(page));
    return search;
  },
});
const $shown = createStore<Shelf[]>([]).on(address.shown, (shown, state) => [...shown, state]);
const open = (scope = fork(), search = '') => allSettled(address.Gate.open, { scope, params: { search } }).then(() => scope);

describe('the address-state model', () => {
  it('reads the state from the address it opens with and shows it once', async () => {
    const scope = await open(fork(), '?colour=blue&page=2');
    expect(scope.getState(address.$state)).toEqual({ colour: 'blue', page: 2 });
    expect(scope.getState($shown)).toEqual([{ colour: 'blue', page: 2 }]);
  });

  it('follows the address (Back, Forward, a link): each other state once, the same state written otherwise not at all', async () => {
    const scope = await open();
    await addressShown(address.Gate, scope, '?page=3');
    await addressShown(address.Gate, scope, '?page=3');
    await addressShown(address.Gate, scope, '?colour=red&page=3');
    await addressShown(address.Gate, scope, '?page=1');
    expect(scope.getState($shown)).toEqual([
      { colour: 'red', page: 1 },
      { colour: 'red', page: 3 },
      { colour: 'red', page: 1 },
    ]);
  });

  it('shows nothing when the page closes, and the state again when it opens anew', async () => {
    const scope = await open(fork(), '?page=2');
    await allSettled(address.Gate.close, { scope, params: { search: '?page=2' } });
    expect(scope.getState($shown)).toHaveLength(1);
    await open(scope, '?page=2');
    expect(scope.getState($shown)).toEqual([
      { colour: 'red', page: 2 },
      { colour: 'red', page: 2 },
    ]);
  });

  it('begins with the app before the first render, and the page mounting on that visit shows nothing more', async () => {
    const scope = fork();
    await allSettled(address.visit.started, { scope, params: { search: '?colour=green' } });
    await open(scope, '?colour=green');
    expect(scope.getState($shown)).toEqual([{ colour: 'green', page: 1 }]);
  });

  it('pushes a chosen state and replaces a corrected one, only when the address would change and while open', async () => {
    const { scope, navigated } = forkRecordingNavigation();
    await allSettled(chosen, { scope, params: { colour: 'blue', page: 1 } });
    expect(navigated).toEqual([]);

    await open(scope, '?colour=blue');
    await allSettled(chosen, { scope, params: { colour: 'blue', page: 2 } });
    await allSettled(chosen, { scope, params: { colour: 'blue', page: 1 } });
    await allSettled(corrected, { scope, params: { colour: 'red', page: 1 } });
    expect(navigated).toEqual(['/Shelf?colour=blue&page=2', { to: '/Shelf', replace: true }]);
    // The address is the only state: nothing changes until the router shows the new address.
    expect(scope.getState(address.$state)).toEqual({ colour: 'blue', page: 1 });
  });
});

import { allSettled, createEvent, createStore } from 'effector';
import { describe, expect, it } from 'vitest';
import { addressShown, forkRecordingNavigation } from '@/shared/testing';
import { createTabPage, searchOfTab, tabFromSearch } from './tab-page';

const types = [100, 200, 300] as const;
const start = createEvent<{ type: number }>();
const reset = createEvent();
const page = createTabPage({ name: 'tab-page.test', path: '/MatchRanting', param: 'type', tabs: types, query: { start, reset }, paramsOf: (type) => ({ type }) });
/** What the page asked for, and `reset` where it dropped the previous answer. */
const $calls = createStore<unknown[]>([])
  .on(start, (calls, params) => [...calls, params])
  .on(reset, (calls) => [...calls, 'reset']);

describe('the chosen tab in the address', () => {
  it('reads ?type= against the page’s tabs, else the first tab', () => {
    const read = (search: string) => tabFromSearch(new URLSearchParams(search), 'type', types);
    expect(read('?type=200')).toBe(200);
    expect(read('type=300&x=1')).toBe(300);
    for (const search of ['', '?type=', '?type=999', '?type=abc', '?type=2e2', '?type=0200']) {
      expect(read(search), search).toBe(100);
    }
  });

  it('writes the first tab as the plain address and the others with ?type=', () => {
    expect(searchOfTab(100, 'type', types).toString()).toBe('');
    expect(searchOfTab(300, 'type', types).toString()).toBe('type=300');
  });
});

describe('createTabPage', () => {
  it('asks for the tab of the address, pushes a chosen tab, and follows the address dropping the previous answer', async () => {
    const { scope, navigated } = forkRecordingNavigation();
    await allSettled(page.retried, { scope });
    await allSettled(page.tabChosen, { scope, params: 200 });
    expect(scope.getState($calls)).toEqual([]);
    expect(navigated).toEqual([]);

    await allSettled(page.Gate.open, { scope, params: { search: '?type=300' } });
    await allSettled(page.tabChosen, { scope, params: 100 });
    await allSettled(page.tabChosen, { scope, params: 300 });
    expect(navigated).toEqual(['/MatchRanting']);

    await addressShown(page.Gate, scope, '');
    await addressShown(page.Gate, scope, '?type=100');
    await allSettled(page.retried, { scope });
    expect(scope.getState($calls)).toEqual(['reset', { type: 300 }, 'reset', { type: 100 }, { type: 100 }]);
  });
});

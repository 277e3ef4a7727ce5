import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MyItemSort } from '@/shared/api';
import { navigateFx } from '@/shared/lib';
import { logInAs } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { formatMyItemsFilters, MyItemsPageGate, pageChosen, parseMyItemsFilters, sortChosen, tabChosen, typeChosen } from './my-items-page';

describe('my items page model', () => {
  it('reads the address, unknown values as the defaults', () => {
    expect(parseMyItemsFilters(new URLSearchParams(''))).toEqual({ tab: 'inUse', type: '', sort: MyItemSort.newestFirst });
    expect(parseMyItemsFilters(new URLSearchParams('tab=all&type=72&sort=1'))).toEqual({ tab: 'all', type: 72, sort: MyItemSort.oldestFirst });
    expect(parseMyItemsFilters(new URLSearchParams('tab=x&type=7&sort=9'))).toEqual({ tab: 'inUse', type: '', sort: MyItemSort.newestFirst });
  });

  it('writes only what differs from the defaults, and no filters for In use', () => {
    expect(formatMyItemsFilters({ tab: 'all', type: '', sort: MyItemSort.newestFirst }).toString()).toBe('tab=all');
    expect(formatMyItemsFilters({ tab: 'all', type: 3, sort: MyItemSort.oldestFirst }).toString()).toBe('tab=all&type=3&sort=1');
    expect(formatMyItemsFilters({ tab: 'inUse', type: 3, sort: MyItemSort.oldestFirst }).toString()).toBe('');
  });

  it('writes every choice to the address: a filter from page 1, a page with the filters kept', async () => {
    const session = await logInAs();
    const navigated: unknown[] = [];
    const scope = fork({ handlers: [[navigateFx, (target: unknown) => void navigated.push(target)]] });
    await allSettled(sessionStarted, { scope, params: session });
    await allSettled(MyItemsPageGate.open, { scope, params: { search: '?tab=all&type=3&page=2' } });
    await allSettled(sortChosen, { scope, params: MyItemSort.oldestFirst });
    await allSettled(typeChosen, { scope, params: '' });
    await allSettled(pageChosen, { scope, params: 3 });
    await allSettled(tabChosen, { scope, params: 'inUse' });
    expect(navigated).toEqual([
      '/ShopProp/MyPropList?tab=all&type=3&sort=1',
      '/ShopProp/MyPropList?tab=all',
      '/ShopProp/MyPropList?tab=all&type=3&page=3',
      '/ShopProp/MyPropList',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { pageAt } from './pages';

describe('pageAt: the page an address shows, fetched while the app starts', () => {
  it('finds the page of a path, case-insensitively as the router does, and home for the rest', async () => {
    expect(pageAt('/News').namespaces).toEqual(['news']);
    expect(pageAt('/news').namespaces).toEqual(['news']);
    expect(pageAt('/Login').namespaces).toEqual(['auth']);
    expect(pageAt('/AdartsShop/ShopInfo').namespaces).toEqual(['shops']);
    expect(pageAt('/alpha/download').namespaces).toEqual(['site']);
    expect(pageAt('/MyPageIndex/AllGameData')).toBe(pageAt('/MyPageIndex'));
    expect(pageAt('/no-such-page')).toBe(pageAt('/'));
    expect(pageAt('/').namespaces).toContain('home');
  });

  it('starts fetching the code once, however often it is asked', async () => {
    const page = pageAt('/Players');
    const first = page.preloadCode();
    expect(page.preloadCode()).toBe(first);
    await expect(first).resolves.toHaveProperty('PlayersPage');
  });
});

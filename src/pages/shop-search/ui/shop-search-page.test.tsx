import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ShopSearchPage } from './shop-search-page';

const context = { origin: '', token: null, language: 'en' };
const search = (shopName: string, pageNum = 1) =>
  callApi(calls.newShop, { countryId: 617, shopName, pageNum, pageSize: 5 }, context);

const resultNames = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ShopSearchPage', () => {
  it('searches the value of the address and keeps it in the box', async () => {
    const found = await search('dart');
    await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=dart' });
    await screen.findByRole('list', { name: 'Search results' });
    expect(resultNames()).toEqual(found.list.map((shop) => shop.shopName));
    expect(screen.getByRole('status').textContent).toBe(`${found.total} shops match “dart”`);
    expect((screen.getByRole('searchbox', { name: 'Search shops by name' }) as HTMLInputElement).value).toBe('dart');
  });

  it('pages 5 at a time through every shop when the value is empty', async () => {
    const user = userEvent.setup();
    const secondPage = await search('', 2);
    await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=' });
    await screen.findByRole('list', { name: 'Search results' });
    expect(resultNames()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(secondPage.list[0]!.shopName);
    expect(resultNames()).toEqual(secondPage.list.map((shop) => shop.shopName));
  });

  it('puts a new search in the address and says when nothing matches', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=dart' });
    await screen.findByRole('list', { name: 'Search results' });
    const box = screen.getByRole('searchbox', { name: 'Search shops by name' });
    await user.clear(box);
    await user.type(box, 'zzzz{Enter}');
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopSearch?value=zzzz'));
    expect(await screen.findByText('No shop matches “zzzz”.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search shops by name' }) as HTMLInputElement).value).toBe('zzzz');
  });

  it('keeps its search and page in the address, so a reload or Back shows the same results', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=' });
    await screen.findByRole('list', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopSearch?value=&page=2'));
    const box = screen.getByRole('searchbox', { name: 'Search shops by name' });
    await user.type(box, 'the{Enter}');
    // A new search starts from its first page.
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopSearch?value=the'));
    app.unmount();

    // The same address again (Back from a shop, or a reload): the second page of every shop.
    const secondPage = await search('', 2);
    const back = await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=&page=2' });
    await vi.waitFor(() => expect(resultNames()).toEqual(secondPage.list.map((shop) => shop.shopName)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    back.unmount();

    // A page of a search: the value in the box, and that page of its results.
    const found = await search('a', 2);
    expect(found.list.length).toBeGreaterThan(0);
    await renderWithApp(<ShopSearchPage />, { path: '/AdartsShop/ShopSearch?value=a&page=2' });
    await vi.waitFor(() => expect(resultNames()).toEqual(found.list.map((shop) => shop.shopName)));
    expect((screen.getByRole('searchbox', { name: 'Search shops by name' }) as HTMLInputElement).value).toBe('a');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { db, resetFakeBackend } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { $countryId } from '@/entities/country';
import { ShopThemesPage } from './shop-themes-page';

const context = { origin: '', token: null, language: 'en' };
const themesOf = async (countryId: number, page = 1) => {
  const names = await callApi(calls.shopList, { countryId }, context);
  return Promise.all(names.slice((page - 1) * 5, page * 5).map(({ shopId }) => callApi(calls.shopInfo, { shopId }, context)));
};
const tiles = () =>
  within(screen.getByRole('list', { name: 'Shops and their themes' }))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('h2')?.textContent, item.querySelector('strong')?.textContent]);

describe('ShopThemesPage', () => {
  it('shows the shops of the current country with their theme', async () => {
    const shops = await themesOf(617);
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    await screen.findByText(shops[0]!.shopName);
    expect(tiles()).toEqual(shops.map((shop) => [shop.shopName, `Theme: ${shop.theme}`]));
  });

  it('switches country with the selector', async () => {
    const user = userEvent.setup();
    const shops = await themesOf(19464);
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    await screen.findByRole('option', { name: 'Hong Kong' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), 'Hong Kong');
    await screen.findByText(shops[0]!.shopName);
    expect(tiles()).toEqual(shops.map((shop) => [shop.shopName, `Theme: ${shop.theme}`]));
  });

  it('keeps the pagination on a page past the end and leads back to the last page', async () => {
    const user = userEvent.setup();
    const names = await callApi(calls.shopList, { countryId: 617 }, context);
    const lastPage = Math.ceil(names.length / 5);
    const lastNames = names.slice((lastPage - 1) * 5).map((shop) => shop.shopName);
    const app = await renderWithApp(<ShopThemesPage />, { path: `/AdartsShop/ShopTheme?page=${lastPage + 1}` });

    expect(await screen.findByText('This page is past the end of the list.')).toBeTruthy();
    expect(screen.queryByText('No data yet')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Shop theme pages' })).getByRole('button', { name: 'Page 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to the last page' }));
    await screen.findByText(lastNames[0]!);
    expect(tiles().map(([name]) => name)).toEqual(lastNames);
    await vi.waitFor(() => expect(app.location()).toBe(`/AdartsShop/ShopTheme?page=${lastPage}`));
  });

  it('keeps the chosen country and page in the address, so a reload or Back shows the same list', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    await screen.findByRole('list', { name: 'Shops and their themes' });
    // Opening the list leaves its address as it is.
    expect(app.location()).toBe('/AdartsShop/ShopTheme');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopTheme?page=2'));
    await screen.findByRole('option', { name: 'Hong Kong' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), 'Hong Kong');
    // Another country starts from its first page.
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopTheme?country=19464'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopTheme?country=19464&page=2'));
    app.unmount();

    // The same address again (Back from a shop, or a reload): the second page of Hong Kong's shops.
    const shops = await themesOf(19464, 2);
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme?country=19464&page=2' });
    await vi.waitFor(() => expect(tiles()).toEqual(shops.map((shop) => [shop.shopName, `Theme: ${shop.theme}`])));
    expect((screen.getByRole('combobox', { name: 'Country or region' }) as HTMLSelectElement).value).toBe('19464');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the site's country without a country in the address, and the address's one over it", async () => {
    const [hongKong, japan] = await Promise.all([themesOf(19464), themesOf(17829)]);
    const first = await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme', scope: fork({ values: [[$countryId, 19464]] }) });
    await vi.waitFor(() => expect(tiles().map(([name]) => name)).toEqual(hongKong.map((shop) => shop.shopName)));
    first.unmount();
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme?country=17829', scope: fork({ values: [[$countryId, 19464]] }) });
    await vi.waitFor(() => expect(tiles().map(([name]) => name)).toEqual(japan.map((shop) => shop.shopName)));
  });

  it('labels the shop type, and shows no empty "Theme: " for a shop without a theme', async () => {
    const [first, second] = await themesOf(617);
    await db.shops.update((q) => q.where({ shopId: first!.shopId }), {
      data(record) {
        record.theme = '';
      },
    });
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    const list = await screen.findByRole('list', { name: 'Shops and their themes' });
    await within(list).findByText(first!.shopName);
    const [bare, themed] = within(list).getAllByRole('listitem');
    expect(bare!.querySelector('strong')).toBeNull();
    expect(within(bare!).queryByText(/Theme/)).toBeNull();
    expect(within(bare!).getByText(`Type: ${first!.type}`)).toBeTruthy();
    expect(within(themed!).getByText(`Theme: ${second!.theme}`)).toBeTruthy();
    expect(within(themed!).getByText(`Type: ${second!.type}`)).toBeTruthy();
  });

  it('shows the no-data placeholder when there are no shops', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { resetFakeBackend } from '../../../../mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { $page } from '../model/shop-themes-page';
import { ShopThemesPage } from './shop-themes-page';

const context = { origin: '', token: null, language: 'en' };
const themesOf = async (countryId: number) => {
  const names = await callApi(calls.shopList, { countryId }, context);
  return Promise.all(names.slice(0, 5).map(({ shopId }) => callApi(calls.shopInfo, { shopId }, context)));
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
    await screen.findByRole('option', { name: '香港' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), '香港');
    await screen.findByText(shops[0]!.shopName);
    expect(tiles()).toEqual(shops.map((shop) => [shop.shopName, `Theme: ${shop.theme}`]));
  });

  it('keeps the pagination on a page past the end and leads back to the last page', async () => {
    const user = userEvent.setup();
    const names = await callApi(calls.shopList, { countryId: 617 }, context);
    const lastPage = Math.ceil(names.length / 5);
    const lastNames = names.slice((lastPage - 1) * 5).map((shop) => shop.shopName);
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme', scope: fork({ values: [[$page, lastPage + 1]] }) });

    expect(await screen.findByText('This page is past the end of the list.')).toBeTruthy();
    expect(screen.queryByText('No data yet')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Shop theme pages' })).getByRole('button', { name: 'Page 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to the last page' }));
    await screen.findByText(lastNames[0]!);
    expect(tiles().map(([name]) => name)).toEqual(lastNames);
  });

  it('shows the no-data placeholder when there are no shops', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<ShopThemesPage />, { path: '/AdartsShop/ShopTheme' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});

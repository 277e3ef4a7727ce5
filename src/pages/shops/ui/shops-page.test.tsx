import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetFakeBackend } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ShopsPage } from './shops-page';

const context = { origin: '', token: null, language: 'en' };

describe('ShopsPage', () => {
  it('shows the 5 newest shops of the current country, each linking to its page', async () => {
    const newest = await callApi(calls.newShop, { countryId: 617, shopName: '', pageNum: 1, pageSize: 5 }, context);
    await renderWithApp(<ShopsPage />, { path: '/AdartsShop' });

    const section = screen.getByRole('region', { name: 'Newest shops' });
    await within(section).findByText(newest.list[0]!.shopName);
    const names = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(newest.list.map((shop) => shop.shopName));
    expect(within(section).getByRole('link', { name: newest.list[1]!.shopName }).getAttribute('href')).toBe(
      `/AdartsShop/ShopInfo?id=${newest.list[1]!.shopId}`,
    );
    expect(screen.getByRole('navigation', { name: 'Shop pages' })).toBeTruthy();
  });

  it('sends a search to the search page with the value in the address', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<ShopsPage />, { path: '/AdartsShop' });
    await user.type(screen.getByRole('searchbox', { name: 'Search shops by name' }), 'oche room');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/ShopSearch?value=oche%20room'));
  });

  it('shows the no-data placeholder when there are no shops', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<ShopsPage />, { path: '/AdartsShop' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { callApi, calls } from '@/shared/api';
import { $countryId } from '@/entities/country';
import { renderWithApp } from '@/shared/testing';
import { NewShopsPage } from './new-shops-page';

const context = { origin: '', token: null, language: 'en' };
const newest = (countryId: number, pageNum = 1) =>
  callApi(calls.newShop, { countryId, shopName: '', pageNum, pageSize: 5 }, context);
const names = () =>
  within(screen.getByRole('list', { name: 'Shops, newest first' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('NewShopsPage', () => {
  it("lists the current country's shops newest first, 5 per page", async () => {
    const user = userEvent.setup();
    const [first, second] = await Promise.all([newest(617), newest(617, 2)]);
    await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop' });
    await screen.findByText(first.list[0]!.shopName);
    expect(names()).toEqual(first.list.map((shop) => shop.shopName));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(second.list[0]!.shopName);
    expect(names()).toEqual(second.list.map((shop) => shop.shopName));
  });

  it('lists the shops of the country chosen in the selector', async () => {
    const user = userEvent.setup();
    const japan = await newest(17829);
    await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop' });
    const select = screen.getByRole('combobox', { name: 'Country or region' });
    await screen.findByRole('option', { name: 'Japan' });
    await user.selectOptions(select, 'Japan');
    await screen.findByText(japan.list[0]!.shopName);
    expect(names()).toEqual(japan.list.map((shop) => shop.shopName));
  });

  it('keeps the chosen country and page in the address, so a reload or Back shows the same list', async () => {
    const user = userEvent.setup();
    const app = await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop' });
    await screen.findByRole('list', { name: 'Shops, newest first' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/NewShop?page=2'));
    await screen.findByRole('option', { name: 'Japan' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country or region' }), 'Japan');
    // Another country starts from its first page.
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/NewShop?country=17829'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(app.location()).toBe('/AdartsShop/NewShop?country=17829&page=2'));
    app.unmount();

    // The same address again (Back from a shop, or a reload): the second page of Japan's shops.
    const japan = await newest(17829, 2);
    await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop?country=17829&page=2' });
    await vi.waitFor(() => expect(names()).toEqual(japan.list.map((shop) => shop.shopName)));
    expect((screen.getByRole('combobox', { name: 'Country or region' }) as HTMLSelectElement).value).toBe('17829');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the site's country without a country in the address, and the address's one over it", async () => {
    const [hongKong, japan] = await Promise.all([newest(19464), newest(17829)]);
    const first = await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop', scope: fork({ values: [[$countryId, 19464]] }) });
    await vi.waitFor(() => expect(names()).toEqual(hongKong.list.map((shop) => shop.shopName)));
    first.unmount();
    await renderWithApp(<NewShopsPage />, { path: '/AdartsShop/NewShop?country=17829', scope: fork({ values: [[$countryId, 19464]] }) });
    await vi.waitFor(() => expect(names()).toEqual(japan.list.map((shop) => shop.shopName)));
  });
});

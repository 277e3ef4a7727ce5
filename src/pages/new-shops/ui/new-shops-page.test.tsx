import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callApi, calls } from '@/shared/api';
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
    await screen.findByRole('option', { name: '日本' });
    await user.selectOptions(select, '日本');
    await screen.findByText(japan.list[0]!.shopName);
    expect(names()).toEqual(japan.list.map((shop) => shop.shopName));
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetFakeBackend, server } from '@mocks/node';
import { callApi, calls } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { ShopInfoPage } from './shop-info-page';

const context = { origin: '', token: null, language: 'en' };

describe('ShopInfoPage', () => {
  it('shows every detail field of the shop', async () => {
    const { list } = await callApi(calls.newShop, { countryId: 617, shopName: '', pageNum: 1, pageSize: 1 }, context);
    const shop = await callApi(calls.shopInfo, { shopId: list[0]!.shopId }, context);
    await renderWithApp(<ShopInfoPage />, { path: `/AdartsShop/ShopInfo?id=${shop.shopId}` });

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(shop.shopName);
    expect(within(heading).getByRole('img', { name: 'English-speaking region' })).toBeTruthy();
    expect(screen.getByText(shop.shopInfo)).toBeTruthy();
    const details = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toMatchObject({
      Phone: shop.shopPhone,
      Type: shop.type,
      'Opening hours': shop.openingTime,
      Closed: shop.restDay,
      Address: shop.shopAddress,
      'Getting there': shop.trafficInfo,
      Budget: shop.budget,
      Theme: shop.theme,
      Services: shop.service,
    });
    const website = screen.getByRole('link', { name: /opens in a new window/ });
    expect(website.getAttribute('href')).toBe(shop.url);
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('list', { name: 'Machines by type' }).textContent).toMatch(/(A1|W1): \d+ machine/);
  });

  it('falls back to the default image when the shop image is broken', async () => {
    await resetFakeBackend({ scenario: 'broken-media' });
    const { list } = await callApi(calls.newShop, { countryId: 617, shopName: '', pageNum: 1, pageSize: 2 }, context);
    const broken = list.find((shop) => shop.shopImg.endsWith('.jpg'))!;
    await renderWithApp(<ShopInfoPage />, { path: `/AdartsShop/ShopInfo?id=${broken.shopId}` });
    const image = await screen.findByRole('img', { name: `Inside ${broken.shopName}` });
    expect(image.getAttribute('src')).toBe(broken.shopImg);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/media/shop-default.svg');
  });

  it('links only to http(s) websites, never to a javascript: address', async () => {
    const shop = await callApi(calls.shopInfo, { shopId: 1 }, context);
    server.use(
      http.post('*/rpi/websiteshop/shopInfo', () =>
        HttpResponse.json({ code: 100, msg: 'Success', data: { ...shop, url: 'javascript:alert(1)' } }),
      ),
    );
    await renderWithApp(<ShopInfoPage />, { path: '/AdartsShop/ShopInfo?id=1' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /opens in a new window/ })).toBeNull();
    const website = [...document.querySelectorAll('dt')].find((term) => term.textContent === 'Website');
    expect(website?.nextElementSibling?.textContent).toBe('Not given');
  });

  it('explains that a shop is missing when the id is unknown or absent', async () => {
    await renderWithApp(<ShopInfoPage />, { path: '/AdartsShop/ShopInfo?id=987654' });
    expect(await screen.findByText('Shop not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to shops' }).getAttribute('href')).toBe('/AdartsShop');
  });

  it('explains that a shop is missing when there is no id', async () => {
    await renderWithApp(<ShopInfoPage />, { path: '/AdartsShop/ShopInfo' });
    expect(await screen.findByText('Shop not found')).toBeTruthy();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ShopSummary } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { renderWithApp } from '@/shared/testing';
import { ShopCard } from './shop-card';

const shop = (overrides: Partial<ShopSummary> = {}): ShopSummary => ({
  shopId: 7,
  shopName: 'The Oche Room',
  shopAddress: '12 Shoreditch High Street, London E1 6PJ',
  shopImg: '/media/shops/pub-counter.svg',
  countryCode: 'EN',
  countryName: 'English',
  machineList: [
    { machineType: 'W1', machineNum: 2 },
    { machineType: 'A1', machineNum: 1 },
  ],
  ...overrides,
});

const cardImage = (container: HTMLElement) => container.querySelector('article > img')!;

describe('ShopCard', () => {
  it('shows country, name, address and machine counts, and links to the shop page', async () => {
    await renderWithApp(<ShopCard shop={shop()} />);
    const link = screen.getByRole('link', { name: 'The Oche Room' });
    expect(link.getAttribute('href')).toBe('/AdartsShop/ShopInfo?id=7');
    expect(screen.getByRole('img', { name: 'English-speaking region' }).getAttribute('src')).toBe('/flags/EN.svg');
    expect(screen.getByText('12 Shoreditch High Street, London E1 6PJ')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Machines by type' });
    expect([...counts.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['A1: 1 machine', 'W1: 2 machines']);
  });

  it("names the flag's country in the page's language, not with the backend's English name", async () => {
    const scope = fork({ values: [[$language, 'ja']] });
    await renderWithApp(<ShopCard shop={shop({ countryCode: 'JP', countryName: 'Japan' })} />, { scope, language: 'ja' });
    expect(screen.getByRole('img', { name: '日本' }).getAttribute('src')).toBe('/flags/JP.svg');
  });

  it('shows the A1 icon when the shop has any A1 machine', async () => {
    await renderWithApp(<ShopCard shop={shop()} />);
    expect(screen.getByRole('img', { name: 'A1 machine' }).getAttribute('src')).toBe('/media/machines/A1.svg');
    expect(screen.queryByRole('img', { name: 'W1 machine' })).toBeNull();
  });

  it('shows the W1 icon when the shop has only W1 machines', async () => {
    await renderWithApp(<ShopCard shop={shop({ machineList: [{ machineType: 'W1', machineNum: 3 }] })} />);
    expect(screen.getByRole('img', { name: 'W1 machine' }).getAttribute('src')).toBe('/media/machines/W1.svg');
    expect(screen.queryByRole('img', { name: 'A1 machine' })).toBeNull();
  });

  it('falls back to the default shop image when its own image is broken', async () => {
    const { container } = await renderWithApp(<ShopCard shop={shop({ shopImg: '/media/shops/gone.jpg' })} />);
    expect(cardImage(container).getAttribute('src')).toBe('/media/shops/gone.jpg');
    fireEvent.error(cardImage(container));
    expect(cardImage(container).getAttribute('src')).toBe('/media/shop-default.svg');
  });
});

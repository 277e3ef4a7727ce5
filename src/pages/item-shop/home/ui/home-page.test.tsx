import { configure, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { callApi, calls, HOME_ITEMS } from '@/shared/api';
import { logInAs, renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { ItemShopHomePage } from './home-page';

configure({ asyncUtilTimeout: 5000 });

async function renderHome(beforeRender = () => {}) {
  const session = await logInAs();
  const scope = fork();
  await allSettled(sessionStarted, { scope, params: session });
  const home = await callApi(calls.itemHome, { number: HOME_ITEMS }, { origin: '', token: session.token, language: 'en' });
  beforeRender();
  const view = await renderWithApp(<ItemShopHomePage />, { path: '/ShopProp', scope });
  return { home, view };
}

const cardTitles = (section: HTMLElement) => within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ItemShopHomePage', { timeout: 20_000 }, () => {
  it('shows the shop banners and the recommended, new and ranking items, 4 each, with More', async () => {
    const { home } = await renderHome();
    expect(await screen.findByRole('region', { name: 'Item shop banners' })).toBeTruthy();

    const sections = [
      { name: 'Item recommendation', items: home.recommendItems, list: 1 },
      { name: 'New item', items: home.newItems, list: 2 },
      { name: 'Item ranking', items: home.rankingItems, list: 3 },
    ];
    for (const { name, items, list } of sections) {
      const section = await screen.findByRole('region', { name });
      await within(section).findAllByRole('link', { name: items[0]!.title });
      expect(cardTitles(section)).toEqual(items.map(({ title }) => title));
      expect(within(section).getByRole('link', { name: `More: ${name}` }).getAttribute('href')).toBe(`/ShopProp/ItemBuy?type=${list}`);
      const first = items[0]!;
      expect(within(section).getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/ShopProp/ItemBuy?id=${first.id}`);
      expect(within(section).getAllByText(`${first.price} gold`).length).toBeGreaterThan(0);
    }
    const ranking = screen.getByRole('region', { name: 'Item ranking' });
    expect(within(ranking).getAllByText(/^No\. \d$/).map((badge) => badge.textContent)).toEqual(['No. 1', 'No. 2', 'No. 3', 'No. 4']);
    expect(within(screen.getByRole('region', { name: 'New item' })).queryByText(/^No\. \d$/)).toBeNull();
  });

  it('shows the items in cards of their own, not in placeholder cards moved about (a layout shift to the browser)', async () => {
    const { home } = await renderHome();
    const placeholders = [...document.querySelectorAll('ol[aria-busy="true"] > li')];
    expect(placeholders).toHaveLength(HOME_ITEMS * 3);
    const section = await screen.findByRole('region', { name: 'Item recommendation' });
    await within(section).findByRole('link', { name: home.recommendItems[0]!.title });
    expect(placeholders.filter((placeholder) => placeholder.isConnected)).toEqual([]);
  });

  it('offers a retry when the lists cannot be read, and shows them after it', async () => {
    const user = userEvent.setup();
    const { home } = await renderHome(() => server.use(http.get('*/rpi/item/home', () => Response.error(), { once: true })));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const section = await screen.findByRole('region', { name: 'Item recommendation' });
    await within(section).findByRole('link', { name: home.recommendItems[0]!.title });
    expect(cardTitles(section)).toEqual(home.recommendItems.map(({ title }) => title));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_LOGIN, resetFakeBackend } from '@mocks/node';
import { bannerShow, callApi, calls, hashPassword, login, memberCardAll, NewsCategory } from '@/shared/api';
import { renderWithApp } from '@/shared/testing';
import { sessionStarted } from '@/entities/session';
import { PRODUCT_FILES } from '../config/product-files';
import { HomePage } from './home-page';

const context = { origin: '', token: null, language: 'en' };
const ENGLISH = 617;
const homeNews = (category: NewsCategory) =>
  callApi(calls.officialNewsList, { category, title: '', countryId: ENGLISH, pageNum: 1, pageSize: 4 }, context);
const newestShops = () => callApi(calls.newShop, { countryId: ENGLISH, shopName: '', pageNum: 1, pageSize: 5 }, context);

const newsTitles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('HomePage', () => {
  it('shows a visitor the banners, 4 news, the 5 newest shops, the calendar and the promo files', async () => {
    const [news, shops, banners] = await Promise.all([
      homeNews(NewsCategory.all),
      newestShops(),
      callApi(bannerShow, { countryId: ENGLISH }, context),
    ]);
    await renderWithApp(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Throw, track, compete.' })).toBeTruthy();
    expect(screen.getByText('News, venues, events and rankings from the darts machine network, and your player cards once you log in.')).toBeTruthy();

    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(banners.length).toBeGreaterThan(0);
    expect(within(carousel).getByRole('button', { name: /pause|play/i })).toBeTruthy();

    await vi.waitFor(() => expect(newsTitles()).toEqual(news.list.map((item) => item.title)));
    expect(news.list).toHaveLength(4);

    const shopList = await screen.findByRole('list', { name: 'Newest shops' });
    expect(shops.list).toHaveLength(5);
    expect(within(shopList).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      shops.list.map((shop) => shop.shopName),
    );

    expect(screen.getByRole('heading', { name: /^Calendar: / })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Activity day')).toBeTruthy();
    expect(within(legend).getByText('Match day')).toBeTruthy();

    const video = document.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('poster')).toMatch(/media\/promo-poster\.jpg$/);
    expect(video.querySelector('source')!.getAttribute('src')).toMatch(/media\/promo\.mp4$/);
    expect(document.getElementById(video.getAttribute('aria-describedby')!)!.textContent).toMatch(/nine-second clip/);
    for (const file of PRODUCT_FILES) {
      const link = screen.getByRole('link', { name: new RegExp(`Adarts ${file.model} product sheet`) });
      expect(link.getAttribute('href')).toMatch(new RegExp(`media/products/${file.model}\\.pdf$`));
      expect(link.textContent).toContain(`PDF, ${(Math.round((file.bytes / 1024) * 10) / 10).toFixed(1)} KB`);
    }

    expect(screen.queryByRole('region', { name: 'Your cards' })).toBeNull();
  });

  it('switches news tabs', async () => {
    const user = userEvent.setup();
    const competitions = await homeNews(NewsCategory.competition);
    await renderWithApp(<HomePage />);
    await screen.findByRole('region', { name: 'Latest news' });

    await user.click(screen.getByRole('tab', { name: 'Competition' }));
    expect(screen.getByRole('tab', { name: 'Competition' }).getAttribute('aria-selected')).toBe('true');
    await vi.waitFor(() => expect(newsTitles()).toEqual(competitions.list.map((item) => item.title)));
  });

  it("shows a logged-in member's card carousel above the news", async () => {
    const session = await callApi(login, { username: DEMO_LOGIN.account, password: hashPassword(DEMO_LOGIN.password) }, context);
    const cards = await callApi(memberCardAll, { memberId: session.memberId }, { ...context, token: session.token });
    const scope = fork();
    await allSettled(sessionStarted, { scope, params: session });
    await renderWithApp(<HomePage />, { scope });

    const carousel = await screen.findByRole('region', { name: 'Your cards' });
    expect(await within(carousel).findByText(`Card No. ${cards[0]!.cardNo}`)).toBeTruthy();
    expect(within(carousel).getByText(`Card 1 of ${cards.length}`)).toBeTruthy();
    // The introduction speaks to the member, not to a visitor who has yet to log in.
    expect(screen.getByText('Your player cards, with the news, venues, events and rankings of the darts machine network.')).toBeTruthy();
    expect(screen.queryByText(/once you log in/)).toBeNull();
  });

  it('shows no-data placeholders in the empty scenario', async () => {
    await resetFakeBackend({ scenario: 'empty' });
    await renderWithApp(<HomePage />);
    await vi.waitFor(() => expect(screen.getAllByText('No data yet').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    // The promo files are local, so they are there whatever the backend holds.
    expect(screen.getByRole('link', { name: /Adarts A1 product sheet/ })).toBeTruthy();
  });
});

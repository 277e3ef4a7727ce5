import type { Page } from '@playwright/test';
import { expect, expectAccessible, goBack, test } from './fixtures';
import { logIn } from './members';

const VISITOR_INTRO = 'News, venues, events and rankings from the darts machine network, and your player cards once you log in.';
const MEMBER_INTRO = 'Your player cards, with the news, venues, events and rankings of the darts machine network.';

test.describe('Home, as a visitor and as the demo member see it', () => {
  test('shows a visitor the banners (pausable), news tabs, newest shops, calendar, video and PDFs', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('heading', { level: 1, name: 'Throw, track, compete.' }).waitFor();
    // The introduction tells a visitor what logging in adds.
    await expect(page.getByRole('main').getByText(VISITOR_INTRO, { exact: true })).toBeVisible();

    // Banners: autoplay advances the slide until the visitor pauses it.
    const banners = page.getByRole('region', { name: 'Featured' });
    await banners.waitFor();
    const current = () => banners.locator('[aria-current="true"]').getAttribute('aria-label');
    const first = await current();
    await expect.poll(current, { timeout: 6000 }).not.toBe(first);
    await banners.getByRole('button', { name: 'Pause' }).click();
    await banners.getByRole('button', { name: 'Play' }).waitFor();
    // Move the pointer and focus away, so only the pause holds the carousel.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    const paused = await current();
    await page.waitForTimeout(4500);
    expect(await current()).toBe(paused);

    // News tabs: four items, the Competition tab shows only competitions.
    const tabPanel = page.getByRole('tabpanel');
    await expect.poll(() => tabPanel.getByRole('link').count()).toBe(4);
    await page.getByRole('tab', { name: 'Competition' }).click();
    await expect
      .poll(async () => [...new Set(await tabPanel.getByText(/^(Competition|Activity|Information)$/).allTextContents())])
      .toEqual(['Competition']);

    // The 5 newest shops, each a link to its page.
    const shops = page.getByRole('list', { name: 'Newest shops' });
    await expect.poll(() => shops.locator(':scope > li').count()).toBe(5);
    expect(await shops.getByRole('link').first().getAttribute('href')).toMatch(/\/AdartsShop\/ShopInfo\?id=\d+$/);

    // The calendar of this month with its legend.
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(new Date());
    await page.getByRole('heading', { name: new RegExp(`^Calendar: .*${month}`) }).waitFor();
    const legend = page.getByRole('list', { name: 'Legend' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual(['Activity day', 'Match day']);

    // Cards that start below a phone's first screen are laid out only near the viewport; news is on it.
    const contentVisibility = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
    expect(await contentVisibility('section[aria-labelledby="home-news-title"]')).toBe('visible');
    for (const card of ['section[aria-labelledby="home-shops-title"]', 'section[aria-busy]', 'section[aria-labelledby="home-promo-title"]']) {
      expect(await contentVisibility(card)).toBe('auto');
    }

    // The promo clip (no autoplay) downloads nothing until it is played, then plays its 9 seconds;
    // the two product sheets really are PDFs.
    const video = page.locator('video');
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('autoplay')).toBeNull();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const clipFetches = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('promo.mp4')).length);
    expect(await clipFetches()).toBe(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    // The play button is the browser's own control (in the video's closed shadow tree): played as it plays.
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(9);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    for (const model of ['A1', 'W1']) {
      const link = page.getByRole('link', { name: new RegExp(`Adarts ${model} product sheet`) });
      expect(await link.textContent()).toMatch(/PDF, \d+(\.\d)? KB/);
      const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
      expect(response.ok()).toBe(true);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    expect(await page.getByRole('region', { name: 'Your cards' }).count()).toBe(0);
    await expectAccessible(page);
  });

  test('shows the demo member their card carousel after logging in', async ({ openPage }) => {
    const page = await openPage('/Login');
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/');

    const cards = page.getByRole('region', { name: 'Your cards' });
    await cards.getByText(/^Card 1 of \d$/).waitFor();
    await cards.getByText('Main card').waitFor();
    // The introduction speaks to a member: no "once you log in".
    await expect(page.getByRole('main').getByText(MEMBER_INTRO, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(VISITOR_INTRO, { exact: true })).toHaveCount(0);
    expect(await cards.getByRole('img', { name: /^Rating [\d.]+ out of 30$/ }).count()).toBe(1);
    const firstNumber = await cards.getByText(/^Card No\./).textContent();

    await cards.getByRole('button', { name: 'Next card' }).click();
    await cards.getByText(/^Card 2 of \d$/).waitFor();
    expect(await cards.getByText(/^Card No\./).textContent()).not.toBe(firstNumber);
    // Keyboard: the focused button takes the arrow keys too.
    await page.keyboard.press('ArrowLeft');
    await cards.getByText(/^Card 1 of \d$/).waitFor();

    await expectAccessible(page);
  });

  test('shows home and /News again at once when the visitor comes back to them, never their loading state', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    await page.getByRole('link', { name: 'More news' }).click();
    const newsList = page.getByRole('list', { name: 'News list' });
    await newsList.getByRole('heading', { level: 3 }).first().waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();

    // Each page's sections come back with the answers kept from the first visit, read again behind them.
    for (const [back, shown] of [
      [() => goBack(page), () => newsList.getByRole('heading', { level: 3 }).first()],
      [() => goBack(page), () => page.getByRole('tabpanel').getByRole('listitem').first()],
    ] as const) {
      await watchForLoading(page);
      await back();
      await shown().waitFor();
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(await page.evaluate(() => (window as Window & { loadingSeen?: boolean }).loadingSeen)).toBe(false);
    }
  });
});

/** Notes whether a loading state ("Loading…", role status) appears in the page's main content from now on. */
const watchForLoading = (page: Page) =>
  page.evaluate(() => {
    const marked = window as Window & { loadingSeen?: boolean };
    marked.loadingSeen = false;
    const look = () => {
      if (document.querySelector('main [role="status"] p')?.textContent?.startsWith('Loading')) marked.loadingSeen = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

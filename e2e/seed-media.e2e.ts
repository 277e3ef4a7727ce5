import type { Page } from '@playwright/test';
import { expect, goto, test } from './fixtures';
import { logIn } from './members';
import { detailRoutes, publicRoutes } from './routes';

/**
 * Everything a visit trips over: answers of 400 and more (a missing picture, clip or chunk), the
 * console's errors (where Chromium also reports a resource that failed to load) and uncaught
 * errors, each with the address it happened on.
 */
const watchFailures = (page: Page): string[] => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()} (on ${page.url()})`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    failures.push(`uncaught on ${page.url()}: ${error.name}: ${error.message} ${error.stack ?? ''}`);
  });
  return failures;
};

/** Scrolls through the page a screenful at a time, so lazy pictures below the fold load too, then lets the network rest. */
const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
};

const visit = async (page: Page, path: string) => {
  await goto(page, path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await scrollThrough(page);
};

const followFirst = async (page: Page, list: string, link: string) => {
  await visit(page, list);
  await page.locator(link).first().click();
  await page.waitForURL((url) => url.search.includes('id='), { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await scrollThrough(page);
};

/** The image's file as the browser shows it (after any fallback). */
const shownFile = (image: ReturnType<Page['locator']>) => image.evaluate((element: HTMLImageElement) => element.currentSrc);

test.describe('the demo data, as a first visit meets it', () => {
  test('loads every file of the public pages, details included, without a console error', async ({ openPage }) => {
    test.setTimeout(240_000);
    const page = await openPage('/');
    const failures = watchFailures(page);
    for (const route of publicRoutes) await visit(page, route);
    for (const { list, link } of detailRoutes) await followFirst(page, list, link);
    expect(failures).toEqual([]);
  });

  test('loads every file of My page for the demo member without a console error', async ({ openPage }) => {
    test.setTimeout(120_000);
    const page = await openPage('/Login');
    const failures = watchFailures(page);
    await logIn(page);
    await visit(page, '/MyPageIndex');
    await page.getByRole('heading', { level: 1, name: 'My page' }).waitFor();
    // The card carousel shows the demo member's portrait.
    await page.locator('img[src*="/media/avatars/"]').first().waitFor({ state: 'attached' });
    expect(failures).toEqual([]);
  });
});

test.describe('the broken-media scenario', () => {
  test('shows the default pictures in place of the missing ones, without an uncaught error', async ({ openPage }) => {
    test.setTimeout(120_000);
    const page = await openPage('/AdartsShop?scenario=broken-media');
    // The second newest shop of each country points at a missing photo.
    const newest = page.getByRole('region', { name: 'Newest shops' });
    await newest.getByRole('heading', { level: 3 }).first().waitFor();
    await expect.poll(() => shownFile(newest.locator('article > img').nth(1))).toMatch(/\/media\/shop-default\.svg$/);

    // The scenario outlives navigation: the newest news, column and player lost their pictures too.
    await visit(page, '/News');
    const newestNews = page.locator('article', { has: page.locator('a[href*="NewsInfo?id="]') }).first();
    await expect.poll(() => shownFile(newestNews.locator('img'))).toMatch(/\/media\/news-default\.svg$/);

    await visit(page, '/Players');
    const players = page.getByRole('list', { name: 'Players' });
    await expect.poll(() => shownFile(players.locator('img').first())).toMatch(/\/media\/players\/player-default\.svg$/);
    await players.getByRole('link').first().click();
    await page.waitForURL(/\/PlayerInfo\?id=\d+$/);
    const pictures = page.getByRole('region', { name: 'Photos' });
    await expect.poll(() => shownFile(pictures.locator('img').first())).toMatch(/\/media\/players\/player-default\.svg$/);

  });
});

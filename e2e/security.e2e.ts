import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl, closeBrowser, cspViolations, formatCspViolations, openPage, pageErrors } from './browser';

afterAll(closeBrowser);

/** The public screens of the spec, as a visitor reaches them by address. */
const publicRoutes = [
  '/',
  '/News',
  '/ShopActivitie',
  '/Darts',
  '/Darts/DartsList',
  '/Players',
  '/AdartsShop',
  '/AdartsShop/NewShop',
  '/AdartsShop/ShopTheme',
  '/MatchRanting',
  '/MatchRanting/AwardRanting',
  '/Match',
  '/alpha/download',
  '/Login',
  '/AddUser',
  '/ForgetID',
];

/** Detail screens, reached by following the first link of a list (the app's own navigation). */
const detailLinks = [
  { list: '/News', link: 'a[href*="NewsInfo?id="]' },
  { list: '/Darts/DartsList', link: 'a[href*="DartsInfo?id="]' },
  { list: '/ShopActivitie', link: 'a[href*="ActivitieInfo?id="]' },
  { list: '/Players', link: 'a[href*="PlayerInfo?id="]' },
  { list: '/AdartsShop/NewShop', link: 'a[href*="ShopInfo?id="]' },
];

/** Loads an address and waits until the page is quiet: its lazy chunks, data, pictures and video metadata are in. */
const visit = async (page: Page, path: string) => {
  await page.goto(appUrl(path), { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
};

const expectNothingRefused = (page: Page) => {
  const violations = cspViolations(page);
  expect(violations, formatCspViolations(violations)).toEqual([]);
  expect(pageErrors(page), 'uncaught errors in the page').toEqual([]);
};

describe('the Content-Security-Policy of the demo', () => {
  it('comes as a header with frame-ancestors, nosniff and a referrer policy, and matches the meta tag of the page', async () => {
    const response = await fetch(appUrl('/News?id=3'));
    const header = response.headers.get('content-security-policy') ?? '';
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
    expect(meta).toBeDefined();
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(header).toContain("script-src 'self';");
    expect(header).toContain("worker-src 'self';");
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses nothing on the main public routes', { timeout: 180_000 }, async () => {
    const page = await openPage('/');
    try {
      for (const route of publicRoutes) await visit(page, route);
      expectNothingRefused(page);
    } finally {
      await page.context().close();
    }
  });

  it('refuses nothing on detail pages, operator HTML included, nor in the opened dev toolbar', { timeout: 180_000 }, async () => {
    const page = await openPage('/');
    try {
      for (const { list, link } of detailLinks) {
        await visit(page, list);
        const first = page.locator(link).first();
        await first.waitFor({ state: 'visible', timeout: 15_000 });
        await first.click();
        await page.waitForURL((url) => url.search.includes('id='), { timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
      }
      // The fake backend's toolbar is styled (its stylesheet was not refused): a docked, fixed strip.
      const toggle = page.getByRole('button', { name: /^Demo data/ });
      await toggle.click();
      await page.getByRole('group', { name: 'Fake backend' }).waitFor({ state: 'visible' });
      expect(await page.locator('[data-dev-toolbar]').evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('aside')!).position)).toBe(
        'fixed',
      );
      expectNothingRefused(page);
    } finally {
      await page.context().close();
    }
  });
});

import type { Page } from '@playwright/test';
import { appUrl, cspViolations, expect, goto, pageErrors, test } from './fixtures';
import { detailRoutes, publicRoutes } from './routes';

/** Loads an address and waits until the page is quiet: its lazy chunks, data, pictures and video metadata are in. */
const visit = async (page: Page, path: string) => {
  await goto(page, path, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
};

const expectNothingRefused = (page: Page) => {
  expect(cspViolations(page), 'what the Content-Security-Policy refused').toEqual([]);
  expect(pageErrors(page), 'uncaught errors in the page').toEqual([]);
};

test.describe('the Content-Security-Policy of the demo', () => {
  test('comes as a header with frame-ancestors, nosniff and a referrer policy, and matches the meta tag of the page', async () => {
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

  test('refuses nothing on the main public routes', async ({ openPage }) => {
    test.setTimeout(180_000);
    const page = await openPage('/');
    for (const route of publicRoutes) await visit(page, route);
    expectNothingRefused(page);
  });

  test('refuses nothing on detail pages, operator HTML included, nor in the opened dev toolbar', async ({ openPage }) => {
    test.setTimeout(180_000);
    const page = await openPage('/');
    for (const { list, link } of detailRoutes) {
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
  });
});

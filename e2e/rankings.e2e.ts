import type { Page } from '@playwright/test';
import { expect, expectAccessible, goBack, goForward, reload, test } from './fixtures';

const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** Player names of a month's table, in rank order. */
const names = (page: Page, month: 'This month' | 'Last month') =>
  page.getByRole('table', { name: month }).locator('tbody tr td:nth-child(2)').allTextContents();

test.describe('Rankings, as a new visitor finds them', () => {
  test('opens the game rankings, switches game type, then the award rankings', async ({ openPage }) => {
    const page = await openPage('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Rankings' }).first().click();
    await page.waitForURL(/\/MatchRanting$/);

    const thisMonth = page.getByRole('table', { name: 'This month' });
    await thisMonth.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('table', { name: 'Last month' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: '01 games' }).getAttribute('aria-selected')).toBe('true');
    // The top three carry a medal that screen readers hear.
    expect(await thisMonth.getByText('1st place, gold medal').count()).toBe(1);
    expect(await thisMonth.getByText('3rd place, bronze medal').count()).toBe(1);
    const zeroOne = await names(page, 'This month');
    expect(zeroOne.length).toBeGreaterThan(3);

    await page.getByRole('tab', { name: 'Cricket' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await names(page, 'This month')).join('|')).not.toBe(zeroOne.join('|'));
    // Shown as MPR (its accessible name is what MPR stands for). Polled: the names above may
    // already differ while the table is still loading the new game type.
    await expect.poll(() => thisMonth.locator('thead th', { hasText: 'MPR' }).count()).toBe(1);
    await expectAccessible(page);

    // The chosen tab is in the address: a reload keeps it, Back and Forward step between tabs.
    expect(new URL(page.url()).search).toBe('?type=200');
    const cricket = await names(page, 'This month');
    await reload(page);
    await thisMonth.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await names(page, 'This month')).join('|')).toBe(cricket.join('|'));
    await goBack(page);
    await expect.poll(() => page.getByRole('tab', { name: '01 games' }).getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await names(page, 'This month')).join('|')).toBe(zeroOne.join('|'));
    await goForward(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Cricket' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await names(page, 'This month')).join('|')).toBe(cricket.join('|'));

    await page.getByRole('link', { name: 'See the award rankings' }).click();
    await page.waitForURL(/\/MatchRanting\/AwardRanting$/);
    await thisMonth.locator('tbody tr').first().waitFor();
    const hatTricks = await names(page, 'This month');
    await page.getByRole('tab', { name: 'Ton 80' }).click();
    await expect.poll(async () => (await names(page, 'This month')).join('|')).not.toBe(hatTricks.join('|'));
    await expectAccessible(page);

    // A row's home shop leads to that shop's page.
    const shopLink = thisMonth.locator('tbody tr td:nth-child(3) a').first();
    const href = (await shopLink.getAttribute('href'))!;
    expect(href).toMatch(/\/AdartsShop\/ShopInfo\?id=\d+$/);
    await shopLink.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}`.endsWith(href));

  });

  test('shows the match placeholder with a way back', async ({ openPage }) => {
    const page = await openPage('/Match');
    await page.getByText('Coming soon').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/'));
  });

  test('shows the app download page without header or footer, laid out for desktops and phones', async ({ openPage }) => {
    const page = await openPage('/alpha/download');
    await page.getByRole('heading', { level: 1, name: 'Adarts in your pocket' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByText('Open this page on your phone to get the app for it.').count()).toBe(1);
    // Polled: the picture may still be loading when the heading shows.
    const picture = page.getByRole('img', { name: /A phone showing the Adarts app/ });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);

    const phone = await openPage('/alpha/download', { viewport: 'mobile' });
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: ANDROID_PHONE });
    await reload(phone, { waitUntil: 'load' });
    await phone.getByRole('heading', { level: 1, name: 'Adarts in your pocket' }).waitFor();
    expect(await phone.getByText('Open this page on your phone to get the app for it.').count()).toBe(0);
    expect(await phone.getByRole('button').first().textContent()).toContain('Google Play');
    expect(await phone.getByRole('banner').count()).toBe(0);
    await expectAccessible(phone);
  });

  test('has no rankings in the empty scenario', async ({ openPage }) => {
    const page = await openPage('/MatchRanting?scenario=empty');
    await page.getByText('No rankings yet').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

import type { Page } from '@playwright/test';
import { expect, expectAccessible, goto, openTab, reload, test } from './fixtures';
import { latestCode, PASSWORD, submitLogin } from './members';

const register = async (page: Page) => {
  await goto(page, '/AddUser');
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Account').fill('keptdarter');
  await page.getByLabel('Card number').fill('8860777788889999');
  await page.getByLabel('Password', { exact: true }).fill('arrows2026');
  await page.getByLabel('Confirm password').fill('arrows2026');
  await page.getByLabel('Nickname').fill('Kept Darter');
  await page.getByLabel('Name', { exact: true }).fill('Alex Morgan');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('1996-08-21');
  await page.getByLabel('Email address').fill('kept.darter@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /^Resend in \d+ s$/ }).waitFor();
  await page.getByLabel('Verification code').fill(await latestCode(page, 'kept.darter@example.com'));
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Registration complete. Please log in with your new account.').waitFor();
};

const fillLogin = async (page: Page, account: string, password: string) => {
  if (new URL(page.url()).pathname !== '/Login') await goto(page, '/Login');
  await submitLogin(page, account, password);
};

const logIn = async (page: Page, account: string, password: string) => {
  await fillLogin(page, account, password);
  // Home, or the page that sent the visitor to log in.
  await page.waitForURL((url) => url.pathname !== '/Login');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
};

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.describe("The demo's data, kept by the browser", () => {
  test('keeps an account registered in one tab for the other tabs and reloads; a new tab is not logged in; Reset data drops it', async ({ openPage }) => {
    test.setTimeout(120_000);
    const page = await openPage('/Login');
    const context = page.context();
    // Open before the account exists: this tab answers from its own copy of the data, which must catch up.
    const other = await openTab(context, '/Login');
    await other.getByLabel('Account').waitFor();

    await register(page);
    await logIn(page, 'keptdarter', 'arrows2026');
    await page.getByRole('banner').getByRole('link', { name: 'Kept Darter' }).waitFor();

    // The session stays in the tab (session storage, as the spec says): the other tab is not logged in...
    expect(await token(other)).toBeNull();
    // ...and neither is a new one.
    const fresh = await openTab(context, '/');
    await fresh.getByRole('link', { name: 'Log in' }).waitFor();
    expect(await token(fresh)).toBeNull();
    expect(await fresh.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await fresh.close();

    // The account is there for the tab opened before it existed.
    await logIn(other, 'keptdarter', 'arrows2026');
    await other.getByRole('banner').getByRole('link', { name: 'Kept Darter' }).waitFor();

    // A reload keeps the data and this tab's session.
    await reload(other, { waitUntil: 'load' });
    await other.getByRole('banner').getByRole('link', { name: 'Kept Darter' }).waitFor();
    await other.getByRole('button', { name: 'Log out' }).click();
    await other.getByRole('link', { name: 'Log in' }).waitFor();
    await reload(other, { waitUntil: 'load' });
    await logIn(other, 'keptdarter', 'arrows2026');

    // Reset data (the dev toolbar) drops what was kept: the page reloads on freshly seeded data.
    await other.getByRole('button', { name: /^Demo data · / }).click();
    const panel = other.getByRole('group', { name: 'Fake backend' });
    await panel.getByText(/kept in this browser for each scenario, across reloads and tabs/).waitFor();
    await expectAccessible(other);
    await Promise.all([other.waitForEvent('load'), panel.getByRole('button', { name: 'Reset data' }).click()]);
    // The account went with the data, and the tab's login with it: the toolbar says so.
    await expect(other.getByRole('group', { name: 'Fake backend' }).getByRole('status')).toHaveText(
      'You were logged out: the new data has no account "keptdarter".',
    );
    // The first tab, still open on its copy, follows at its next call: its member's session went with the data.
    await page.getByRole('banner').getByRole('link', { name: 'Kept Darter' }).click();
    await page.waitForURL((url) => url.pathname === '/Login');
    await fillLogin(page, 'keptdarter', 'arrows2026');
    await page.getByRole('alert').filter({ hasText: 'Account or password is incorrect' }).waitFor();
    await logIn(page, 'demo', PASSWORD);
  });
});

/** What the dev toolbar's button covers of the page: links, buttons, fields, headings and pictures under it, while it is on screen. */
const coveredByToolbar = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('[data-dev-toolbar]');
    const toggle = host?.shadowRoot?.querySelector('button[aria-expanded]');
    if (!toggle) throw new Error('no dev toolbar button');
    const box = toggle.getBoundingClientRect();
    const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    const covered: string[] = [];
    if (onScreen) {
      for (const element of document.querySelectorAll('a, button, input, select, textarea, summary, h1, h2, h3, h4, h5, h6, img, video, [role="img"], [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])')) {
        const rect = element.getBoundingClientRect();
        // Visually hidden text (a skip link) is a pixel and covers nothing.
        if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
        if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
          covered.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`);
        }
      }
    }
    return { onScreen, covered };
  });

const scrollTo = async (page: Page, where: 'top' | 'bottom') => {
  await page.evaluate((end) => window.scrollTo(0, end === 'top' ? 0 : document.documentElement.scrollHeight), where);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

test.describe("The demo's dev toolbar on a desktop and a phone", () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const [path, language] of [['/', 'zh-CN'], ['/News', 'en']] as const) {
      test(`its button covers nothing of ${path} in ${language} (${viewport}), from the top to the end`, async ({ openPage }) => {
        const page = await openPage(path, { viewport, language });
        await page.locator('h1').first().waitFor();
        // The toolbar mounts once the fake backend runs, beside the app's first render (decision 026).
        await page.locator('[data-dev-toolbar] button[aria-expanded]').waitFor();
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found: Record<string, string[]> = {};
        // The page scrolled a half screen at a time: content passes under a button that stays put.
        for (let step = 0; ; step += 1) {
          const scrolled = await page.evaluate((at) => {
            window.scrollTo(0, at * Math.round(window.innerHeight / 2));
            return { y: window.scrollY, end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 };
          }, step);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const { covered } = await coveredByToolbar(page);
          if (covered.length > 0) found[`scrolled ${scrolled.y}`] = covered;
          if (scrolled.end) break;
        }
        expect(found).toEqual({});
      });
    }
  }
});

test.describe("The demo's dev toolbar on a phone", () => {
  test('covers none of the page: not at its top, not at its end, where the button is found', async ({ openPage }) => {
    test.setTimeout(120_000);
    const page = await openPage('/', { viewport: 'mobile' });
    for (const path of ['/', '/News', '/ShopList', '/Login']) {
      await goto(page, path, { waitUntil: 'load' });
      await page.locator('h1').first().waitFor();
      // The toolbar mounts beside the app's first calls (mocks/browser.ts), not before them.
      await page.locator('[data-dev-toolbar] button[aria-expanded]').waitFor();
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);

      await scrollTo(page, 'top');
      expect((await coveredByToolbar(page)).covered, `${path}, top`).toEqual([]);
      await scrollTo(page, 'bottom');
      const atEnd = await coveredByToolbar(page);
      expect(atEnd.covered, `${path}, end`).toEqual([]);
      expect(atEnd.onScreen, `${path}: the button is at the end of the page`).toBe(true);
    }

    // Opened there, its panel shows on screen.
    await page.getByRole('button', { name: /^Demo data · / }).click();
    const title = page.getByRole('group', { name: 'Fake backend' }).getByRole('heading', { name: 'Fake backend' });
    await title.waitFor();
    expect(await title.evaluate((heading) => heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
  });
});

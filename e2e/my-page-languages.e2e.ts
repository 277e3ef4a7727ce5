import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, pageErrors, type Language } from './browser';

afterAll(closeBrowser);

const screens = [
  '/MyPageIndex',
  '/MyPageIndex/AllGameData',
  '/MyPageIndex/About30Game',
  '/MyPageIndex/AwardHistory',
  '/MyPageIndex/FriendsList',
  '/MyPageIndex/AddFriends',
  '/MyPageIndex/AdartsCardSetting',
  '/MyPageIndex/AccountInfoSetting',
  '/MyPageIndex/PasswordSetting',
  '/MyPageIndex/AdartsMsgSetting',
];

/** The item shop's screens, reached from its own menu; the shop home from the header's menu. */
const shopScreens = ['/ShopProp/ItemBuy', '/ShopProp/MyPropList', '/ShopProp/MySetting', '/ShopProp/ShopIntroduce', '/ShopProp'];

/** Logs in as the demo member through the form, whatever language its labels are in. */
async function logIn(language: Language): Promise<Page> {
  const page = await openPage('/Login?redirect=%2FMyPageIndex', { language, viewport: { width: 360, height: 740 } });
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('darts123');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/MyPageIndex');
  return page;
}

/** A sub-page once its code, translations and data are in: its section heading shown, nothing busy. */
const settled = async (page: Page) => {
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 });
};

describe('My page and the item shop in every language on a 360 px phone', () => {
  it.each(['zh-CN', 'zh-TW', 'ja'] as const)('%s: every screen fits the screen, in its language, without errors', async (language) => {
    const page = await logIn(language);
    const layout: Record<string, { overflow: number; title: string }> = {};
    for (const path of screens) {
      await page.locator(`nav a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await settled(page);
      layout[path] = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        title: document.querySelector('main h1')?.textContent ?? '',
      }));
    }
    await page.locator('header button[aria-controls]').click();
    await page.locator('header nav a[href="/ShopProp"]').click();
    await page.waitForURL((url) => url.pathname === '/ShopProp');
    for (const path of shopScreens) {
      await page.locator(`main nav a[href="${path}"]`).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await settled(page);
      layout[path] = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        title: document.querySelector('main h1')?.textContent ?? '',
      }));
    }
    for (const [path, { overflow, title }] of Object.entries(layout)) {
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
      // The page title is translated: the English "My page" or "Item shop" would mean a missing namespace.
      expect(['My page', 'Item shop', '']).not.toContain(title);
    }
    expect(Object.keys(layout)).toHaveLength(screens.length + shopScreens.length);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
    // Fifteen screens, each also checked by axe (openPage does it after every navigation).
  }, 150_000);
});

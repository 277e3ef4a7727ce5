import { expect, test, type Page } from './fixtures';
import { followHeaderMenuLink } from './members';

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

/** A sub-page once its code, translations and data are in: its section heading shown, nothing busy. */
const settled = async (page: Page) => {
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), undefined, { timeout: 10_000 });
};

test.describe('My page and the item shop in every language on a 360 px phone', () => {
  for (const language of ['zh-CN', 'zh-TW', 'ja'] as const) {
    test(`${language}: every screen fits the screen, in its language, without errors`, async ({ openAsMember }) => {
      test.setTimeout(150_000);
      const page = await openAsMember('/MyPageIndex', { language, viewport: { width: 360, height: 740 } });
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
      const shopLink = page.locator('header nav a[href="/ShopProp"]');
      await followHeaderMenuLink(page, shopLink);
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
      // Fifteen screens, each also checked by axe (e2e/fixtures.ts does it after every navigation).
    });
  }
});

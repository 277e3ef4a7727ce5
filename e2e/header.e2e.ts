// The header keeps to one row: on a phone (360, 390 px) and a tablet (768 px) the bar of a member is
// as tall as a visitor's, its menu behind the menu button; on a desktop (1024-1440 px) the menu is one
// line under the bar, whatever the language. No menu item's text wraps, nothing is cut off, and the
// logo keeps its margin from the window's edge. Escape closes the phone menu.
import { expect, expectAccessible, type Language, type Page, test } from './fixtures';
import { logIn } from './members';

const languages = ['en', 'zh-CN', 'zh-TW', 'ja'] as const satisfies readonly Language[];
const widths = [360, 390, 768, 1024, 1280, 1440] as const;
/** Below this width the menu is behind the menu button (header.styles.ts). */
const MENU_BUTTON_BELOW = 900;
/** A visitor's bar on a phone: one row of 44 px controls with their margin. */
const BAR_HEIGHT = 64;

interface HeaderShape {
  height: number;
  /** How far the logo keeps from the header's top and the window's left edge. */
  logoGap: number;
  /** The tops of the bar's controls (brand, actions): one value when they share a row. */
  barRows: number;
  /** Visible menu items, with the tops of their lines: one line each. */
  items: Array<{ text: string; lines: number; top: number; right: number }>;
  /** Visible controls of the header past the window's right edge. */
  cutOff: string[];
}

const measureHeader = (page: Page): Promise<HeaderShape> =>
  page.evaluate(() => {
    const header = document.querySelector('header')!;
    const box = header.getBoundingClientRect();
    const logo = header.querySelector('a[href="/"] svg')!.getBoundingClientRect();
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const nav = header.querySelector('nav')!;
    const barControls = [...header.querySelectorAll('a, button')].filter((element) => visible(element) && !nav.contains(element));
    // Lines of an element's text: its boxes grouped by vertical overlap (a smaller pill sits lower on the same line).
    const lineCount = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= bottom - 1) lines += 1;
        bottom = Math.max(bottom, rect.bottom);
      }
      return lines;
    };
    const items = [...nav.querySelectorAll('li > a')].filter(visible).map((link) => {
      const rect = link.getBoundingClientRect();
      return { text: link.textContent ?? '', lines: lineCount(link), top: Math.round(rect.top), right: Math.round(rect.right) };
    });
    const width = document.documentElement.clientWidth;
    return {
      height: Math.round(box.height),
      logoGap: Math.round(Math.min(logo.top - box.top, logo.left)),
      barRows: new Set(barControls.map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2))).size,
      items,
      cutOff: [...header.querySelectorAll('a, button')]
        .filter((element) => visible(element) && element.getBoundingClientRect().right > width + 0.5)
        .map((element) => element.textContent || element.getAttribute('aria-label') || element.tagName),
    };
  });

const menuHeightOf = (page: Page) => page.evaluate(() => Math.round(document.querySelector('header nav')!.getBoundingClientRect().height));

/** What keeps the header at `width` from being one row of controls (and one menu line on a desktop). */
const problemsOf = (shape: HeaderShape, width: number, menuHeight: number): string[] => {
  const problems: string[] = [];
  if (width < MENU_BUTTON_BELOW) {
    if (shape.height !== BAR_HEIGHT) problems.push(`header ${shape.height} px tall, a visitor's phone bar is ${BAR_HEIGHT}`);
  } else {
    const navRows = new Set(shape.items.map((item) => item.top)).size;
    if (navRows !== 1) problems.push(`menu on ${navRows} rows`);
    if (shape.height !== BAR_HEIGHT + menuHeight) problems.push(`header ${shape.height} px tall, bar and one menu row are ${BAR_HEIGHT + menuHeight}`);
  }
  if (shape.barRows !== 1) problems.push(`bar's controls on ${shape.barRows} rows`);
  if (shape.logoGap < 8) problems.push(`logo ${shape.logoGap} px from the edge`);
  const wrapped = shape.items.filter((item) => item.lines !== 1).map((item) => item.text);
  if (wrapped.length > 0) problems.push(`wrapped: ${wrapped.join(', ')}`);
  if (shape.cutOff.length > 0) problems.push(`cut off: ${shape.cutOff.join(', ')}`);
  return problems;
};

/** The page after its header has its final content: translations, the member's badge and tools. */
const settled = async (page: Page, member: boolean) => {
  await expect(page.locator('header nav')).toHaveAttribute('aria-label', /.+/);
  if (member) await expect(page.locator('header a[href="/MyPageIndex"] img').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
};

test.describe('The header', () => {
  for (const language of languages) {
    // One page per language: a visitor's header on the login page, then the member's once logged in.
    test(`keeps one row in ${language} for a visitor and a member from 360 to 1440 px`, async ({ openPage }) => {
      const page = await openPage('/Login?redirect=%2F', { language });
      const found: Record<string, unknown> = {};
      for (const member of [false, true]) {
        if (member) {
          await page.setViewportSize({ width: 1280, height: 800 });
          await logIn(page);
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          await settled(page, member);
          const problems = problemsOf(await measureHeader(page), width, await menuHeightOf(page));
          if (problems.length > 0) found[`${member ? 'member' : 'visitor'}, ${width} px`] = problems;
        }
      }
      expect(found).toEqual({});
    });
  }

  test('wide screen: the sections still to come open from the menu row and close with Escape', async ({ openPage }) => {
    const page = await openPage('/', { language: 'en', viewport: { width: 1024, height: 800 } });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const later = menu.getByRole('button', { name: 'More' });
    await later.click();
    for (const name of ['News Soon', 'Task rewards Soon', 'Support Soon']) {
      const item = menu.getByRole('link', { name });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      // Above the page, not cut off by the window.
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1024);
      expect(await item.evaluate((link) => {
        const rect = link.getBoundingClientRect();
        return link.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
      })).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Support Soon' })).toBeHidden();
  });

  test('phone menu: its items on one line each, closed by Escape with the focus back on its button', async ({ openAsMember }) => {
    const page = await openAsMember('/', { language: 'ja', viewport: { width: 360, height: 800 } });
    // The address changes before the router shows the new page (a transition): a menu opened on the login page closes there.
    await expect(page.getByRole('heading', { level: 1, name: '投げて、記録して、競い合う。' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'メニュー' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await expect(menu.getByRole('link', { name: 'アイテムショップ' })).toBeVisible();
    const shape = await measureHeader(page);
    expect(shape.items.filter((item) => item.lines !== 1).map((item) => item.text)).toEqual([]);
    expect(shape.cutOff).toEqual([]);
    await menu.getByRole('link', { name: 'ランキング' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

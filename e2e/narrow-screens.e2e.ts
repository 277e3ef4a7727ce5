// No page scrolls sideways on a phone: every public page, the download page (for a phone and for a
// desktop browser in a narrow window), My page, the member's home and the item shop, at 360 px in
// every language and at 390 px in English and Japanese; in Japanese no tile or label breaks a
// katakana word, on every member screen too; and the header's top row keeps clear of the window's edges. One browser context per language and width walks all the pages in the app
// (no reloads), so the file runs in a minute or two.
import { appUrl, expect, goto, type Language, type Page, test } from './fixtures';
import { submitLogin } from './members';
import { detailRoutes, publicRoutes } from './routes';
import { itemShopPath, itemShopSections, myPagePath, myPageSections } from '../src/shared/config/member-routes.ts';

// This file reaches some two hundred states: axe on every one of them would take a quarter of an
// hour, and other tests check these pages' accessibility.
test.use({ axeOnEveryState: false });

/**
 * Every language on the narrowest common phone; at 390 px English (the longest words) and Japanese
 * (the widest glyphs). No style changes between 360 and 390 px, so a page that fits the first fits the second.
 */
const screens = [
  { width: 360, languages: ['en', 'zh-CN', 'zh-TW', 'ja'] },
  { width: 390, languages: ['en', 'ja'] },
] as const satisfies ReadonlyArray<{ width: number; languages: readonly Language[] }>;

/** What a phone says it is: the download page offers its store. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** A desktop browser in a narrow window: the download page shows its desktop layout. */
const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The member's pages, after logging in (on My page); home again for the member card carousel. */
const memberPaths = ['/MyPageIndex', '/', '/ShopProp'] as const;

/**
 * Opens `path` the way a link in the app does (no reload: the walk stays quick), then waits until
 * the new page's code, translations and data are in: its own title (`heading`: a member area's
 * sub-page keeps the area's h1 and brings its own h2), nothing loading, images in.
 */
const visit = async (page: Page, path: string, heading: 'h1' | 'h2' = 'h1') => {
  await page.evaluate(
    ({ url, heading }) => {
      for (const title of document.querySelectorAll(heading)) title.setAttribute('data-e2e-left', '');
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    { url: appUrl(path), heading },
  );
  await settle(page, heading);
};

/** Waits for a title the page before did not have, no loading spinner or busy region, and the images in view. */
const settle = async (page: Page, heading: 'h1' | 'h2' = 'h1') => {
  const state = () =>
    page.evaluate((heading) => ({
      title: document.querySelector(`${heading}:not([data-e2e-left])`) !== null,
      // A busy region, or the kit's Loading status (its spinner comes first).
      busy: document.querySelector('[aria-busy="true"], [role="status"] > span[aria-hidden="true"]:first-child') !== null,
      // Images below the fold load lazily, once scrolled to: their place is reserved by their size.
      images: [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete).map((image) => image.src),
    }), heading);
  await expect
    .poll(state, { timeout: 15_000, intervals: [100], message: `${page.url()} settles` })
    .toEqual({ title: true, busy: false, images: [] });
  // What arrived last gets laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};

interface Overflow {
  /** How far the page scrolls sideways. */
  scroll: number;
  /** Visible elements reaching past the screen's right edge, outermost only: `tag.class "text" → right`. */
  elements: string[];
}

/** What sticks out of a screen `width` px wide, the dev toolbar of the demo (not part of the site) left out. */
const measure = (page: Page, width: number): Promise<Overflow> =>
  page.evaluate((width) => {
    const root = document.documentElement;
    const toolbar = document.querySelector('[data-dev-toolbar]');
    // An element is clipped by an ancestor that does not let it overflow and itself fits.
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) return true;
        if (style.position === 'fixed') break;
      }
      return false;
    };
    const name = (element: Element): string => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return `${element.tagName.toLowerCase()}${classes} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const offenders = new Set<Element>();
    const elements: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (toolbar && (element === toolbar || toolbar.contains(element))) continue;
      const box = element.getBoundingClientRect();
      if (box.right <= width + 1 || box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' || Number(style.opacity) === 0) continue;
      if (clipped(element)) continue;
      offenders.add(element);
      let parent = element.parentElement;
      while (parent && !offenders.has(parent)) parent = parent.parentElement;
      if (!parent) elements.push(`${name(element)} → ${Math.round(box.right)}`);
    }
    return { scroll: Math.max(root.scrollWidth, document.body.scrollWidth) - width, elements };
  }, width);

/** Every public page from home (the page is open on it), then a detail page of each list: `check` on each. */
const walkPublicSite = async (page: Page, check: (name: string) => Promise<void>) => {
  await settle(page);
  for (const path of publicRoutes) {
    if (path !== '/') await visit(page, path);
    await check(path);
  }
  for (const { list, link } of detailRoutes) {
    await visit(page, list);
    const href = await page.locator(`main ${link}`).first().getAttribute('href');
    expect(href, `a link to a detail page on ${list}`).toBeTruthy();
    await visit(page, href!);
    await check(href!);
  }
};

/** Sets what the browser says it is for the next pages opened. */
const useAgent = async (page: Page, userAgent: string) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', { userAgent });
};

/** Logs in as the demo member through the form, whatever language its labels are in. */
const logIn = async (page: Page) => {
  await visit(page, '/Login?redirect=%2FMyPageIndex');
  await page.locator('h1').first().evaluate((heading) => heading.setAttribute('data-e2e-left', ''));
  await submitLogin(page);
  await page.waitForURL((url) => url.pathname === '/MyPageIndex');
  await settle(page);
};

/**
 * Japanese lines that break inside a word of katakana ("カウントアッ/プ") in the page's tiles and
 * labels: every text outside running prose (paragraphs, operator HTML, plain-text articles). A
 * Range over each character gives its line; a break falls between two characters on different
 * lines. `text → the two halves` per break.
 */
const katakanaBreaks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    // Katakana and the long-vowel mark; not the middle dot (・), which stands between words.
    const katakana = /[\u30A0-\u30FA\u30FC-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/;
    const toolbar = document.querySelector('[data-dev-toolbar]');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !katakana.test(text) || (toolbar && toolbar.contains(parent))) continue;
      if (parent.closest('p, [data-prose], script, style, [aria-hidden="true"]')) continue;
      let previous: { top: number; bottom: number; char: string } | null = null;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        const char = text[index]!;
        if (!rect || rect.width === 0) {
          previous = null;
          continue;
        }
        if (previous && rect.top >= previous.bottom - 1 && katakana.test(previous.char) && katakana.test(char)) {
          found.push(`${parent.tagName.toLowerCase()} "${text.slice(0, index)}/${text.slice(index)}"`);
        }
        previous = { top: rect.top, bottom: rect.bottom, char };
      }
    }
    return found;
  });

for (const { width, languages } of screens) {
  test.describe(`At ${width} px`, () => {
    for (const language of languages) {
      test(`${language}: no page is wider than the screen${language === 'ja' ? ', and no tile or label breaks a katakana word' : ''}`, async ({ openPage }) => {
        test.setTimeout(240_000);
        const page = await openPage('/', { language, viewport: { width, height: 800 } });
        const found: Record<string, Overflow> = {};
        // In Japanese the same walk looks for katakana words broken across lines (one walk, not two).
        const brokenWords: Record<string, string[]> = {};
        const check = async (name: string) => {
          const overflow = await measure(page, width);
          if (overflow.scroll > 0 || overflow.elements.length > 0) found[name] = overflow;
          const breaks = language === 'ja' ? await katakanaBreaks(page) : [];
          if (breaks.length > 0) brokenWords[name] = breaks;
        };

        await walkPublicSite(page, check);

        // The download page tells phones from desktops by the browser's user agent, read as it loads.
        const layouts: string[] = [];
        for (const [agent, userAgent] of [['desktop browser', DESKTOP_AGENT], ['phone', PHONE_AGENT]] as const) {
          await useAgent(page, userAgent);
          await goto(page, '/alpha/download');
          await settle(page);
          layouts.push(`${agent}: ${await page.locator('[data-layout]').getAttribute('data-layout')}`);
          await check(`/alpha/download (${agent})`);
        }
        expect(layouts).toEqual(['desktop browser: desktop', 'phone: mobile']);

        await logIn(page);
        for (const path of memberPaths) {
          if (path !== '/MyPageIndex') await visit(page, path);
          await check(`${path} (member)`);
        }
        // Japanese tiles and labels of every member screen (their widths are checked in every
        // language by my-page-languages).
        if (language === 'ja') {
          for (const path of [...myPageSections.map((section) => myPagePath(section)), ...itemShopSections.map((section) => itemShopPath(section))]) {
            await visit(page, path, 'h2');
            await check(`${path} (member)`);
          }
        }

        expect.soft(found, 'elements wider than the screen').toEqual({});
        expect.soft(brokenWords, 'katakana words broken across lines').toEqual({});
      });
    }
  });
}

/** How close the header's top row (the brand, the last of the actions) comes to the window's top and side edges. */
const headerRowGaps = (page: Page) =>
  page.evaluate(() => {
    const brand = document.querySelector('header a[href="/"]');
    const actions = [...document.querySelectorAll('header a[href="/Login"], header button[aria-controls]')].filter(
      (element) => element.getBoundingClientRect().width > 0,
    );
    const last = actions.at(-1);
    if (!brand || !last) return null;
    return {
      top: Math.round(Math.min(brand.getBoundingClientRect().top, last.getBoundingClientRect().top)),
      left: Math.round(brand.getBoundingClientRect().left),
      right: Math.round(document.documentElement.clientWidth - last.getBoundingClientRect().right),
    };
  });

test.describe("The header's top row", () => {
  for (const width of [1280, 960]) {
    test(`keeps clear of the window edges in a desktop browser ${width} px wide`, async ({ openPage }) => {
      const page = await openPage('/', { language: 'en' });
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      // The whole menu wraps below the brand and the actions on a wide screen.
      expect(await page.locator('header button[aria-controls]').isVisible()).toBe(false);
      const gaps = await headerRowGaps(page);
      expect(gaps && Math.min(gaps.top, gaps.left, gaps.right), JSON.stringify(gaps)).toBeGreaterThanOrEqual(8);
    });
  }

  test('keeps clear of the window edges on a phone with the menu open', async ({ openPage }) => {
    const page = await openPage('/', { language: 'en', viewport: { width: 360, height: 800 } });
    await settle(page);
    await page.locator('header button[aria-controls]').click();
    await page.locator('header nav a[href="/"]').waitFor();
    const gaps = await headerRowGaps(page);
    expect(gaps && Math.min(gaps.top, gaps.left, gaps.right), JSON.stringify(gaps)).toBeGreaterThanOrEqual(8);
  });
});

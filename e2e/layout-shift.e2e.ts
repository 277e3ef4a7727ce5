// Nothing moves while a page loads: the five pages Lighthouse measures (docs/decisions/014) and the
// seven member pages it measures logged in (issue 25) show no layout shift from the first paint to
// the last image, on a phone in English and Japanese (the shortest and the widest words). Each page
// is a full load, as a visitor or a member arrives, with the browser's own record of layout shifts
// (what Lighthouse's CLS adds up).
import type { BrowserContext } from '@playwright/test';
import { expect, goto, type OpenPage, type Page, test } from './fixtures';
import { MEMBER_PAGES, PUBLIC_PAGES } from '../scripts/measured-pages.ts';

// Full loads of ten pages, measured, not explored: other tests run axe on them.
test.use({ axeOnEveryState: false });

interface Shift {
  value: number;
  /** The moved nodes: `tag.class "text"`. */
  nodes: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Makes every page `context` loads from now on record its layout shifts in `window.__layoutShifts`. */
const recordLayoutShifts = async (context: BrowserContext): Promise<void> => {
  await context.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts!.push({
          value: entry.value,
          nodes: entry.sources.map(({ node }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 30)}"` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** A phone's context in `language` whose fake backend (the demo's service worker) is installed; its next pages record their layout shifts. */
const phoneContext = async (openPage: OpenPage, language: 'en' | 'ja'): Promise<BrowserContext> => {
  const page = await openPage('/Login', { language, viewport: 'mobile' });
  const context = page.context();
  await recordLayoutShifts(context);
  await page.close();
  return context;
};

/** Loads `path` in full on `page` and answers the layout shifts it recorded once loaded: a title, nothing loading, every picture in view decoded. */
const shiftsOfLoad = async (page: Page, path: string): Promise<Shift[]> => {
  await goto(page, path, { waitUntil: 'networkidle' });
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          title: document.querySelector('main h1') !== null,
          busy: document.querySelector('main [aria-busy="true"], main [role="status"] > span[aria-hidden="true"]:first-child') !== null,
          images: [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete).length,
        })),
      { timeout: 20_000, intervals: [100], message: `${path} loads` },
    )
    .toEqual({ title: true, busy: false, images: 0 });
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__layoutShifts ?? []);
};

test.describe('no layout shift while a page loads, on a phone', () => {
  for (const language of ['en', 'ja'] as const) {
    test(`${language}: ${PUBLIC_PAGES.join(', ')}`, async ({ openPage }) => {
      test.setTimeout(120_000);
      const context = await phoneContext(openPage, language);
      const shifted: Record<string, Shift[]> = {};
      for (const path of PUBLIC_PAGES) {
        const page = await context.newPage();
        const shifts = await shiftsOfLoad(page, path);
        if (shifts.length > 0) shifted[path] = shifts;
        await page.close();
      }
      expect(shifted).toEqual({});
    });
  }
});

test.describe('no layout shift while a member page loads, on a phone', () => {
  for (const language of ['en', 'ja'] as const) {
    for (const path of MEMBER_PAGES) {
      test(`${language}, logged in as demo: ${path}`, async ({ openAsMember }) => {
        test.setTimeout(60_000);
        // The session lives in the tab (session storage): the page loads in full in the tab that logged in.
        const page = await openAsMember(path, { language, viewport: 'mobile' });
        await recordLayoutShifts(page.context());
        expect(await shiftsOfLoad(page, path)).toEqual([]);
      });
    }
  }
});

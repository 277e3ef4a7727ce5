// Nothing moves while a page loads: the five pages Lighthouse measures (docs/decisions/014) show
// no layout shift from the first paint to the last image, on a phone in English and Japanese
// (the shortest and the widest words). Each page is a full load, as a visitor arrives, with the
// browser's own record of layout shifts (what Lighthouse's CLS adds up).
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, viewports, type Language } from './browser';

// Its own browser: full loads of ten pages, measured, not explored (other tests run axe on them).
let browser: Promise<Browser> | null = null;
afterAll(async () => {
  if (browser) await (await browser).close();
});

const pages = ['/', '/News', '/AdartsShop', '/ShopActivitie', '/Darts'] as const;

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

/** A phone's context in `language` whose fake backend (the demo's service worker) is installed. */
const phoneContext = async (language: Language): Promise<BrowserContext> => {
  browser ??= launchBrowser();
  const context = await (await browser).newContext({ ...viewports.mobile, locale: language, serviceWorkers: 'allow' });
  await context.addInitScript((chosen) => {
    localStorage.setItem('language', chosen);
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
  }, language);
  const page = await context.newPage();
  await page.goto(appUrl('/Login'));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  await page.close();
  return context;
};

describe('no layout shift while a page loads, on a phone', () => {
  for (const language of ['en', 'ja'] as const) {
    it(`${language}: ${pages.join(', ')}`, async () => {
      const context = await phoneContext(language);
      try {
        const shifted: Record<string, Shift[]> = {};
        for (const path of pages) {
          const page = await context.newPage();
          await page.goto(appUrl(path), { waitUntil: 'networkidle' });
          // Loaded: a title, nothing loading, every picture in view decoded.
          await expect
            .poll(
              () =>
                page.evaluate(() => ({
                  title: document.querySelector('main h1') !== null,
                  busy: document.querySelector('main [aria-busy="true"], main [role="status"] > span[aria-hidden="true"]:first-child') !== null,
                  images: [...document.images].filter((image) => image.loading !== 'lazy' && !image.complete).length,
                })),
              { timeout: 20_000, interval: 100, message: `${path} loads` },
            )
            .toEqual({ title: true, busy: false, images: 0 });
          await page.waitForTimeout(500);
          const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
          if (shifts.length > 0) shifted[path] = shifts;
          await page.close();
        }
        expect(shifted).toEqual({});
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});

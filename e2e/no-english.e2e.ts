import type { Page } from '@playwright/test';
import { expect, goto, type Language, test } from './fixtures';
import { submitLogin } from './members';
import { detailRoutes, publicRoutes } from './routes';

/**
 * Issue 11: no English interface text in zh-CN, zh-TW or ja. The test reads every text a visitor
 * sees or a screen reader says (text nodes, visually hidden ones too, and alt, title, placeholder
 * and ARIA texts) on the public pages and on My page, and fails on any Latin word that is neither
 * in the short list below nor content the fake backend sent (shop, player and news names are
 * data, written by their owners).
 */

/** Latin words an interface in Chinese or Japanese keeps: the brand, darts and file abbreviations, product names. */
const allowed = new Set([
  'Adarts',
  // Darts abbreviations, each with its meaning on hover and for screen readers.
  'PPD',
  'MPR',
  'PPR',
  'RT',
  'Rt',
  'VS',
  // Machine models and file and message kinds.
  'A1',
  'W1',
  'PDF',
  'KB',
  'MB',
  'CSV',
  'PNG',
  'JPEG',
  'WebP',
  'GIF',
  'SMS',
  'ID',
  // Other companies' names.
  'App',
  'Store',
  'Google',
  'Play',
  'Facebook',
  'Twitter',
  'X',
]);

/** The country (and its language) each run chooses through the address, as a shared link would. */
const countryFlag: Record<Exclude<Language, 'en'>, string> = { 'zh-CN': 'cn', 'zh-TW': 'hk', ja: 'jp' };

/** Every string of every answer of the fake backend, so the page's data can be told from its interface. */
const recordBackendStrings = (page: Page): Set<string> => {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.add(value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(collect);
    }
  };
  page.on('response', (response) => {
    if (!/\/rp[si]\//.test(new URL(response.url()).pathname)) return;
    response.json().then(collect, () => undefined);
  });
  return strings;
};

/** Moves within the app as a link would (no reload, so the backend's answers stay recorded). */
const goTo = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page);
};

/** The page once its code, translations and data are in: nothing busy, the DOM still for a moment. */
const settled = async (page: Page) => {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 600);
        const limit = setTimeout(done, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 600);
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
};

/**
 * Where the backend's data excuses nothing: the country names the app gives itself (the backend
 * calls the English-speaking site "English", a language, not a place).
 */
const strictZones = 'dialog, [role="dialog"], select[name="countryId"]';

interface PageText {
  text: string;
  where: string;
  /** In a strict zone: data from the backend is no excuse there. */
  strict: boolean;
}

/**
 * Every text of the page a user meets, with where it is: rendered text nodes (visually hidden
 * ones included, `display: none` ones not) and the texts of attributes. Text marked as another
 * language (`lang="en"`: the language picker names each language in its own) and machine text
 * (`code`: the demo's account name and password) are left out.
 */
const pageTexts = (page: Page): Promise<PageText[]> =>
  page.evaluate((strictSelector) => {
    const pageLanguage = document.documentElement.lang;
    const foreign = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage;
      return lang !== pageLanguage;
    };
    const shown = (element: Element) =>
      !element.closest('[data-dev-toolbar], script, style, noscript, template, code, kbd, samp') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility() || element.closest('svg') !== null);
    const describe = (element: Element) =>
      element.tagName.toLowerCase() + (element.id ? `#${element.id}` : '') + (element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : '');
    const texts: Array<{ text: string; where: string; strict: boolean }> = [{ text: document.title, where: 'title', strict: false }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!parent || !text || !shown(parent) || foreign(parent)) continue;
      texts.push({ text, where: describe(parent), strict: parent.closest(strictSelector) !== null });
    }
    const attributes = ['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      if (!shown(element) || foreign(element)) continue;
      for (const name of attributes) {
        const text = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (text) texts.push({ text, where: `${describe(element)}[${name}]`, strict: element.closest(strictSelector) !== null });
      }
    }
    return texts;
  }, strictZones);

const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*/g;

/** The Latin words of the page that are neither allowed nor part of the backend's data, with where they are. */
const englishOf = async (page: Page, backend: Set<string>): Promise<string[]> => {
  const data = [...backend].filter((value) => /[A-Za-z]/.test(value));
  const everything = data.join('\n');
  // Longest first, so a shop's full name goes before a shorter name inside it.
  const byLength = [...data].sort((a, b) => b.length - a.length);
  const found: string[] = [];
  for (const { text, where, strict } of await pageTexts(page)) {
    if (!/[A-Za-z]/.test(text)) continue;
    // Content from the backend as it came (an excerpt may end in an ellipsis).
    if (!strict && everything.includes(text.replace(/[…\s]+$/u, ''))) continue;
    // Interface text around data ("{{name}}的头像"): the data goes, the interface stays.
    let rest = text;
    if (!strict) for (const value of byLength) if (value.length > 1 && rest.includes(value)) rest = rest.split(value).join(' ');
    const words = (rest.match(LATIN_WORD) ?? []).filter((word) => !allowed.has(word));
    if (words.length > 0) found.push(`${where}: "${text}"`);
  }
  return [...new Set(found)];
};

test.describe('No English interface text in Chinese or Japanese', () => {
  for (const language of ['zh-CN', 'zh-TW', 'ja'] as const) {
    test(`${language}: the public pages and My page speak only the language chosen`, async ({ openPage }) => {
      test.setTimeout(300_000);
      const page = await openPage('/', { language });
      const backend = recordBackendStrings(page);
      // A full load with the recorder on: every answer from here on is known.
      await goto(page, `/?${countryFlag[language]}`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(language);
      await settled(page);

      const english: Record<string, string[]> = {};
      const check = async (path: string) => {
        const words = await englishOf(page, backend);
        if (words.length > 0) english[path] = words;
      };
      await check('/');
      for (const path of publicRoutes.slice(1)) {
        // What the visitor typed (a search) is theirs, not the interface's.
        const typed = new URLSearchParams(path.split('?')[1]).get('value');
        if (typed) backend.add(typed);
        await goTo(page, path);
        await check(path);
      }
      for (const { list, link } of detailRoutes) {
        await goTo(page, list);
        const href = await page.locator(link).first().getAttribute('href');
        expect(href, `a link to a detail page on ${list}`).toBeTruthy();
        await goTo(page, href!);
        await check(href!);
      }
      // The country and language dialog, open.
      await page.locator('header button[aria-haspopup="dialog"]').first().click();
      await page.getByRole('dialog').locator('input[name="country"]').first().waitFor();
      await check('country and language dialog');
      await page.keyboard.press('Escape');

      // My page, as the demo member.
      await goTo(page, '/Login?redirect=%2FMyPageIndex');
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname === '/MyPageIndex');
      // The card's figures are in (not their loading placeholders).
      await page.waitForFunction(() => [...document.querySelectorAll('main dd')].some((value) => /\d/.test(value.textContent ?? '')));
      await settled(page);
      await check('/MyPageIndex');

      expect(english).toEqual({});
    });
  }
});

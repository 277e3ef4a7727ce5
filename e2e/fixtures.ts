// The browser tests' own fixtures on Playwright Test: a page of the built demo (served by
// e2e/serve-demo.ts) in a fresh context, handed out once the fake backend's service worker controls
// it, and the checks every test gets without asking: the test fails when the site's
// Content-Security-Policy refused something, when a page threw, or when axe found a violation in a
// state the test reached.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page, type Request } from '@playwright/test';
import { appUrl } from './app-url';
import { logIn } from './members';

export { expect };
export { appUrl };
export type { Locator, Page } from '@playwright/test';

export type Language = 'en' | 'zh-CN' | 'zh-TW' | 'ja';

const viewports = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const satisfies Record<string, BrowserContextOptions>;

export interface OpenPageOptions {
  /** UI language: saved as the visitor's choice before the app starts, and the browser locale. */
  language?: Language;
  /** Desktop 1280×800 (the default) or mobile 390×844, or a phone of another size. */
  viewport?: keyof typeof viewports | { width: number; height: number };
}

/** Opens `path` of the demo in a fresh browser context; resolves once the fake backend's service worker controls the page. */
export type OpenPage = (path?: string, options?: OpenPageOptions) => Promise<Page>;

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Everything the checks keep of one page while the test runs. */
interface PageWatch {
  page: Page;
  /** Chromium's console messages about what the Content-Security-Policy refused. */
  csp: string[];
  /** Uncaught errors, stack traces included. */
  errors: string[];
  /** The page's axe runs, one after the other (axe refuses to start while another run is going). */
  queue: Promise<unknown>;
  /** Address and language of the states already checked after a navigation. */
  checked: Set<string>;
  /** What axe found in the states with violations: after a navigation, or when the test ended. */
  findings: Array<{ url: string; moment: string; violations: AxeViolation[] }>;
  /** Code and data requests of the page still waiting for their answer. */
  pending: Set<Request>;
  /** The last axe run: what it looked at (document, DOM changes, viewport, scroll) and what it found. */
  last: { state: string; violations: AxeViolation[] } | null;
}

declare global {
  interface Window {
    /** This document, told apart from the next one of the same page. */
    __e2eDocument?: string;
    /** How many times the DOM changed since the document started: axe's result holds while it stays. */
    __e2eMutations?: number;
    /** The settle that last finished in this document. */
    __e2eSettled?: string;
    /** The page's fetch calls still waiting for their answer (the app's calls to the fake backend among them). */
    __e2eFetching?: number;
  }
}

/**
 * Chromium logs every refusal of the policy, as "… violates the following Content Security Policy
 * directive …" (and "Refused to …" for fetch). Measured with an image, a fetch, an inline script,
 * eval, an inline style, a worker, a font, a stylesheet and a frame: each logged here as each
 * fired a `securitypolicyviolation` event, so the events are not listened to as well.
 */
const cspConsoleMessage = /Content Security Policy|Refused to (?:load|apply|execute|connect|frame|create|evaluate|compile|send|run)/i;

/** Requests that change what the page shows once they answer: its code, styles and data (not pictures or video). */
const shapingRequest = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** The checks of each page the fixtures opened (tabs included), for `expectAccessible`. */
const watchOf = new WeakMap<Page, PageWatch>();

const enqueue = <T>(watch: PageWatch, job: () => Promise<T>): Promise<T> => {
  const run = watch.queue.then(job, job);
  watch.queue = run.catch(() => undefined);
  return run;
};

let settledStates = 0;

/**
 * Waits until the page's document is loaded, the app has rendered into it (before that the page
 * shows nothing, or a placeholder hidden from assistive technology), the fake backend's worker
 * controls it and no call of the page is out, no code or data request is
 * pending and its DOM has been still for a moment, at most ten seconds (a carousel never stops
 * moving). Marks the document, so a check can tell whether it was still there when axe finished.
 * `null` when the app did not render in that time: a test waiting for it fails on its own.
 */
const settle = async (watch: PageWatch): Promise<{ href: string; language: string; mark: string } | null> => {
  const deadline = Date.now() + 10_000;
  const mark = `state-${++settledStates}`;
  await watch.page.waitForLoadState('load');
  for (;;) {
    const { rendered, ...settled } = await watch.page.evaluate(
      ({ documentMark, until }) =>
        new Promise<{ href: string; language: string; rendered: boolean }>((resolve) => {
          // The demo holds the app's calls until its fake backend's worker controls the page, and
          // Chromium reports a call the worker answers only once answered: while the worker starts,
          // or a call is out, no request may be pending in Playwright's eyes and a loading state is still.
          const backendBusy = () =>
            ('serviceWorker' in navigator && navigator.serviceWorker.controller === null) || (window.__e2eFetching ?? 0) > 0;
          const finish = () => {
            if (backendBusy() && Date.now() < until) {
              timer = setTimeout(finish, 400);
              return;
            }
            observer.disconnect();
            window.__e2eSettled = documentMark;
            const root = document.getElementById('root')?.children ?? [document.body];
            resolve({ href: location.href, language: document.documentElement.lang, rendered: [...root].some((child) => child.getAttribute('aria-hidden') !== 'true') });
          };
          let timer = setTimeout(finish, 400);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(finish, 400);
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
      { documentMark: mark, until: deadline },
    );
    if (rendered && (watch.pending.size === 0 || Date.now() > deadline)) return { ...settled, mark };
    if (Date.now() > deadline) return null;
  }
};

/** One axe run on the page (whatever the impact: heading order and landmarks are "moderate"), or the last one's result when nothing changed since. */
const runAxe = async (watch: PageWatch): Promise<AxeViolation[]> => {
  const state = await watch.page.evaluate(() => `${window.__e2eDocument} ${window.__e2eMutations} ${innerWidth}x${innerHeight} ${scrollX},${scrollY}`);
  if (watch.last?.state !== state) {
    // Legacy mode runs axe inside the page itself; the default opens a blank page per run to merge frames we do not have.
    const { violations } = await new AxeBuilder({ page: watch.page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    watch.last = { state, violations };
  }
  return watch.last.violations;
};

/**
 * Settles the page and runs axe on it; records what it found. Records nothing when the app did not
 * render, when `once` and this address and language were checked before, or when the page moved on
 * meanwhile (axe may then have looked at the next page, still loading): a full load replaced the
 * document, or the app went to another address. The next state gets its own check.
 */
const checkSettledState = (watch: PageWatch, moment: 'after navigation' | 'at the end of the test') =>
  enqueue(watch, async () => {
    const settled = await settle(watch);
    const state = `${settled?.href} ${settled?.language}`;
    const once = moment === 'after navigation';
    if (!settled || (once && watch.checked.has(state))) return;
    const violations = await runAxe(watch);
    const { mark, href } = settled;
    if (!(await watch.page.evaluate((now) => window.__e2eSettled === now.mark && location.href === now.href, { mark, href }))) return;
    if (once) watch.checked.add(state);
    watch.findings.push({ url: href, moment, violations });
  }).catch(() => {
    // The page moved on (a full load destroys the document axe ran in), crashed or closed: the next state is checked, the test reports a crash itself.
  });

const formatViolations = (violations: readonly AxeViolation[]): string[] =>
  violations.map(({ impact, id, help, nodes }) => `${impact ?? 'minor'} ${id}: ${help} → ${nodes.map((node) => node.target.map(String).join(' ')).join(', ')}`);

/** What the checks found on the test's pages once the test ended: '' when nothing. Each axe violation once per address. */
const reportOf = async (watches: readonly PageWatch[]): Promise<string> => {
  await Promise.all(watches.filter(({ page }) => !page.isClosed()).map((watch) => checkSettledState(watch, 'at the end of the test')));
  const csp = watches.flatMap((watch) => watch.csp);
  const errors = watches.flatMap((watch) => watch.errors);
  const seen = new Set<string>();
  const axe = watches
    .flatMap((watch) => watch.findings)
    .map(({ url, moment, violations }) => {
      const fresh = formatViolations(violations).filter((line) => !seen.has(`${url} ${line}`) && seen.add(`${url} ${line}`));
      return fresh.length > 0 ? `${url} (${moment}):\n${fresh.join('\n')}` : '';
    })
    .filter(Boolean);
  return [
    csp.length > 0 ? `The Content-Security-Policy refused ${csp.length} thing(s):\n${csp.join('\n')}` : '',
    errors.length > 0 ? `The page threw ${errors.length} uncaught error(s):\n${errors.join('\n')}` : '',
    axe.length > 0 ? `axe found violations in states this test reached:\n${axe.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
};

/**
 * Starts the checks on every page of `context`, tabs opened later included: CSP refusals, uncaught
 * errors, and axe on every state the page reaches after a navigation (full loads and the app's own
 * route changes, once per address and language).
 */
const watchContext = async (context: BrowserContext, watches: PageWatch[], { axe }: { axe: boolean }) => {
  await context.addInitScript(() => {
    window.__e2eDocument = Math.random().toString(36).slice(2);
    window.__e2eMutations = 0;
    window.__e2eFetching = 0;
    const fetchOfPage = window.fetch;
    window.fetch = function countedFetch(this: unknown, ...args: Parameters<typeof fetch>) {
      window.__e2eFetching! += 1;
      return fetchOfPage.apply(this, args).finally(() => (window.__e2eFetching! -= 1));
    };
    new MutationObserver(() => (window.__e2eMutations! += 1)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  context.on('page', (page) => {
    const watch: PageWatch = { page, csp: [], errors: [], queue: Promise.resolve(), checked: new Set(), findings: [], pending: new Set(), last: null };
    watches.push(watch);
    watchOf.set(page, watch);
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && cspConsoleMessage.test(message.text())) watch.csp.push(`at ${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => watch.errors.push(error.stack ?? error.message));
    if (!axe) return;
    page.on('request', (request) => shapingRequest.has(request.resourceType()) && watch.pending.add(request));
    page.on('requestfinished', (request) => watch.pending.delete(request));
    page.on('requestfailed', (request) => watch.pending.delete(request));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) void checkSettledState(watch, 'after navigation');
    });
  });
};

/** What the Content-Security-Policy refused in the page so far (also across reloads and navigations), as Chromium logged it. */
export const cspViolations = (page: Page): readonly string[] => watchOf.get(page)?.csp ?? [];

/** Uncaught errors the page threw so far (stack traces included). */
export const pageErrors = (page: Page): readonly string[] => watchOf.get(page)?.errors ?? [];

/**
 * Fails the test when axe finds a violation in the page's current state. Pages from `openPage` are
 * also checked after each navigation and when the test ends; this is for the states in between (a
 * form's errors, an open dialog).
 */
export const expectAccessible = async (page: Page): Promise<void> => {
  const watch = watchOf.get(page);
  if (!watch) throw new Error('expectAccessible: the page was not opened by openPage');
  expect(formatViolations(await enqueue(watch, () => runAxe(watch))).join('\n'), `axe on ${page.url()}`).toBe('');
};

/**
 * The test's own navigations: each waits for the checks of the state it leaves, so a quick `goto`
 * cannot skip a state (a full load destroys the document axe would look at). ESLint keeps the
 * tests off `page.goto`, `reload`, `goBack` and `goForward`.
 */
const afterChecks =
  <A extends unknown[], R>(navigate: (page: Page, ...args: A) => Promise<R>) =>
  async (page: Page, ...args: A): Promise<R> => {
    await watchOf.get(page)?.queue;
    return navigate(page, ...args);
  };

/** Loads `address` in the page: an app path such as `/News?id=3`, or a full URL. */
export const goto = afterChecks((page, address: string, options?: Parameters<Page['goto']>[1]) =>
  page.goto(/^https?:/.test(address) ? address : appUrl(address), options),
);
export const reload = afterChecks((page, options?: Parameters<Page['reload']>[0]) => page.reload(options));
export const goBack = afterChecks((page, options?: Parameters<Page['goBack']>[0]) => page.goBack(options));
export const goForward = afterChecks((page, options?: Parameters<Page['goForward']>[0]) => page.goForward(options));

/** Another tab of the same browser (same storage, same service worker: the fake backend; checked as every page of the test is). */
export const openTab = async (context: BrowserContext, path: string): Promise<Page> => {
  const tab = await context.newPage();
  await goto(tab, path, { waitUntil: 'load' });
  await tab.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 15_000 });
  return tab;
};

/**
 * Whether a service worker controls the page within `timeout`. Gives up early when the page throws
 * (e.g. msw cannot register its worker), so a broken build fails in seconds rather than at the
 * timeout; an error may still come with the worker in control, so control is asked once more.
 */
const underServiceWorker = async (page: Page, timeout: number): Promise<boolean> => {
  const controlled = () => page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
  const waited = await Promise.race([
    page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout, polling: 100 }).then(() => true),
    page.waitForEvent('pageerror', { timeout }).then(() => false),
  ]).catch(() => false);
  return waited || controlled().catch(() => false);
};

interface Fixtures {
  /** Opens `path` of the demo in a fresh context (desktop and English unless told); every page it opens is checked (see the file's head). */
  openPage: OpenPage;
  /** Opens `path` as a visitor at the login, logs in as `account` (the demo member by default) and lands back on it. */
  openAsMember: (path: string, options?: OpenPageOptions & { account?: string }) => Promise<Page>;
  /** The test's contexts and what was seen on their pages: at the test's end, the last states are checked, the contexts closed, and the test fails on anything found. */
  pageChecks: { contexts: BrowserContext[]; watches: PageWatch[] };
}

interface Options {
  /**
   * Whether axe checks every state a test reaches. Off only for the files that walk a couple of
   * hundred states to measure them (other tests check those pages' accessibility): axe on each would
   * take many minutes. CSP and uncaught errors are checked all the same.
   */
  axeOnEveryState: boolean;
}

export const test = base.extend<Fixtures & Options>({
  axeOnEveryState: [true, { option: true }],

  pageChecks: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const checks: Fixtures['pageChecks'] = { contexts: [], watches: [] };
      await use(checks);
      const report = await reportOf(checks.watches);
      await Promise.all(checks.contexts.map((context) => context.close()));
      if (report) throw new Error(report);
    },
    { auto: true },
  ],

  openPage: async ({ browser, pageChecks, axeOnEveryState }, use) => {
    await use(async (path = '/', { language, viewport = 'desktop' } = {}) => {
      const context = await browser.newContext({
        ...(typeof viewport === 'string' ? viewports[viewport] : { ...viewports.mobile, viewport }),
        ...(language ? { locale: language } : {}),
        serviceWorkers: 'allow',
      });
      pageChecks.contexts.push(context);
      await watchContext(context, pageChecks.watches, { axe: axeOnEveryState });
      if (language) {
        // Only the first visit: a test that switches language and reloads keeps its choice.
        await context.addInitScript((chosen) => {
          try {
            if (localStorage.getItem('language') === null) localStorage.setItem('language', chosen);
          } catch {
            // No storage in this document (a new tab's about:blank): the locale still tells the app.
          }
        }, language);
      }
      const page = await context.newPage();
      await page.goto(appUrl(path), { waitUntil: 'load' });
      // The first visit registers the worker; when it has not claimed the page in time, a reload lets it.
      if (!(await underServiceWorker(page, 15_000))) {
        await page.reload({ waitUntil: 'load' });
        if (!(await underServiceWorker(page, 15_000))) {
          throw new Error(
            `No service worker controls ${page.url()} after a reload. Is the served folder a demo build ` +
              '(vite build --mode demo) that ships fake-backend-worker.js and starts the fake backend?',
          );
        }
      }
      return page;
    });
  },

  openAsMember: async ({ openPage }, use) => {
    await use(async (path, { account = 'demo', ...options } = {}) => {
      const page = await openPage(`/Login?redirect=${encodeURIComponent(path)}`, options);
      await logIn(page, account);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      return page;
    });
  },
});

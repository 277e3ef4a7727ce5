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

// ─── What a page must not do ────────────────────────────────────────────────────────────────────

/** Something the page's Content-Security-Policy refused, as the page or Chromium's console saw it. */
interface CspViolation {
  /** `event`: a `securitypolicyviolation` event in the page; `console`: Chromium's console message. */
  via: 'event' | 'console';
  /** Address of the document it happened in. */
  url: string;
  /** The directive that refused it (events only). */
  directive: string;
  /** What was refused: a URL, `inline`, `eval` (events), or the console's message. */
  blocked: string;
  /** Where it came from: script file, line and column (events only). */
  source: string;
  /** The start of the refused inline code, when the browser gives it. */
  sample: string;
}

export const formatCspViolations = (violations: readonly CspViolation[]): string =>
  violations
    .map((violation) =>
      violation.via === 'event'
        ? `${violation.directive} refused ${violation.blocked} at ${violation.url}` +
          `${violation.source ? ` (from ${violation.source})` : ''}${violation.sample ? `: ${violation.sample}` : ''}`
        : `console at ${violation.url}: ${violation.blocked}`,
    )
    .join('\n');

/** Chromium's console messages about what a Content-Security-Policy refused. */
const cspConsoleMessage = /Content Security Policy|Refused to (?:load|apply|execute|connect|frame|create|evaluate|compile|send|run)/i;

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/** A readable list for assertion messages: '' when there is nothing. */
const formatViolations = (violations: readonly AxeViolation[]): string =>
  violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.targets.join(', ')}`).join('\n');

/** What axe found in one state of a page. */
interface AxeFinding {
  url: string;
  /** When it looked: after a navigation, or when the test ended. */
  moment: string;
  violations: AxeViolation[];
}

/** Everything the checks keep of one page while the test runs. */
interface PageWatch {
  page: Page;
  csp: CspViolation[];
  errors: string[];
  /** The page's axe runs, one after the other (axe refuses to start while another run is going). */
  queue: Promise<unknown>;
  /** Address and language of the states already checked after a navigation. */
  checked: Set<string>;
  findings: AxeFinding[];
  /** Code and data requests of the page still waiting for their answer. */
  pending: Set<Request>;
  /** The last axe run: what it looked at (document, DOM changes, viewport, scroll) and what it found. */
  last: { state: string; violations: AxeViolation[] } | null;
}

declare global {
  interface Window {
    __e2eCspViolation?: (violation: Omit<CspViolation, 'via'>) => void;
    /** This document, told apart from the next one of the same page. */
    __e2eDocument?: string;
    /** How many times the DOM changed since the document started: axe's result holds while it stays. */
    __e2eMutations?: number;
    /** The settle that last finished in this document. */
    __e2eSettled?: string;
  }
}

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
 * shows nothing, or a placeholder hidden from assistive technology), no code or data request is
 * pending and its DOM has been still for a moment, at most ten seconds (a carousel never stops
 * moving). Marks the document, so a check can tell whether it was still there when axe finished.
 * `null` when the app did not render in that time: a test waiting for it fails on its own.
 */
const settle = async (watch: PageWatch): Promise<{ href: string; language: string; mark: string } | null> => {
  const { page } = watch;
  const deadline = Date.now() + 10_000;
  const mark = `state-${++settledStates}`;
  await page.waitForLoadState('load');
  for (;;) {
    const { href, language, rendered } = await page.evaluate(
      ({ quiet, mark: documentMark }) =>
        new Promise<{ href: string; language: string; rendered: boolean }>((resolve) => {
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(finish, quiet);
          });
          const finish = () => {
            observer.disconnect();
            window.__e2eSettled = documentMark;
            resolve({
              href: location.href,
              language: document.documentElement.lang,
              // A boot placeholder hidden from assistive technology is not the app yet.
              rendered: [...(document.getElementById('root')?.children ?? [document.body])].some(
                (child) => child.getAttribute('aria-hidden') !== 'true',
              ),
            });
          };
          let timer = setTimeout(finish, quiet);
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
      { quiet: 400, mark },
    );
    if (rendered && (watch.pending.size === 0 || Date.now() > deadline)) return { href, language, mark };
    if (Date.now() > deadline) return null;
  }
};

/** The DOM, viewport and scroll position axe would look at: while they stay the same, so does its result. */
const pageState = (page: Page) =>
  page.evaluate(() => `${window.__e2eDocument} ${window.__e2eMutations} ${innerWidth}x${innerHeight} ${scrollX},${scrollY}`);

/** One axe run on the page (whatever the impact: heading order and landmarks are "moderate"), or the last one's result when nothing changed since. */
const runAxe = async (watch: PageWatch): Promise<AxeViolation[]> => {
  const state = await pageState(watch.page);
  if (watch.last?.state === state) return watch.last.violations;
  // Legacy mode runs axe inside the page itself; the default opens a blank page per run to merge frames we do not have.
  const results = await new AxeBuilder({ page: watch.page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
  watch.last = { state, violations };
  return violations;
};

/**
 * Settles the page and runs axe on it. `null` when the app did not render, when `once` and this
 * address and language were checked before, or when the page moved on meanwhile (axe may then have
 * looked at the next page, still loading): a full load replaced the document, or the app went to
 * another address. The next state gets its own check.
 */
const checkSettledState = async (watch: PageWatch, { once }: { once: boolean }) => {
  const settled = await settle(watch);
  if (!settled) return null;
  const url = settled.href;
  const state = `${url} ${settled.language}`;
  if (once && watch.checked.has(state)) return null;
  const violations = await runAxe(watch);
  const same = await watch.page.evaluate(({ mark, href }) => window.__e2eSettled === mark && location.href === href, { mark: settled.mark, href: url });
  if (!same) return null;
  if (once) watch.checked.add(state);
  return { url, violations };
};

/** The check of the page's last state, when the test ends. */
const checkFinalState = async (watch: PageWatch): Promise<void> => {
  if (watch.page.isClosed()) return;
  await enqueue(watch, async () => {
    const checked = await checkSettledState(watch, { once: false });
    if (checked) watch.findings.push({ url: checked.url, moment: 'at the end of the test', violations: checked.violations });
  }).catch(() => {
    // The page was busy navigating or crashed: the test reports that failure itself.
  });
};

/** A readable list of the states with violations, each violation once per address. */
const formatFindings = (findings: readonly AxeFinding[]): string => {
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const { url, moment, violations } of findings) {
    const fresh = violations.filter((violation) => {
      const key = `${url} ${formatViolations([violation])}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length > 0) blocks.push(`${url} (${moment}):\n${formatViolations(fresh)}`);
  }
  return blocks.join('\n');
};

/**
 * Starts the checks on every page of `context`, tabs opened later included: CSP violations (an init
 * script, run before the page's own scripts on every document, forwards `securitypolicyviolation`
 * events; Chromium's console messages about refused loads count too), uncaught errors, and axe on
 * every state the page reaches: after each navigation (full loads and the app's own route changes,
 * once per address and language).
 */
const watchContext = async (context: BrowserContext, watches: PageWatch[], { axe }: { axe: boolean }) => {
  await context.exposeBinding('__e2eCspViolation', ({ page }: { page: Page }, violation: Omit<CspViolation, 'via'>) => {
    watchOf.get(page)?.csp.push({ via: 'event', ...violation });
  });
  await context.addInitScript(() => {
    window.__e2eDocument = Math.random().toString(36).slice(2);
    window.__e2eMutations = 0;
    new MutationObserver(() => {
      window.__e2eMutations! += 1;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__e2eCspViolation?.({
          url: event.documentURI,
          directive: event.effectiveDirective,
          blocked: event.blockedURI || '(inline)',
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
          sample: event.sample,
        });
      },
      true,
    );
  });
  context.on('page', (page) => {
    const watch: PageWatch = { page, csp: [], errors: [], queue: Promise.resolve(), checked: new Set(), findings: [], pending: new Set(), last: null };
    watches.push(watch);
    watchOf.set(page, watch);
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && cspConsoleMessage.test(message.text())) {
        watch.csp.push({ via: 'console', url: page.url(), directive: '', blocked: message.text(), source: '', sample: '' });
      }
    });
    page.on('pageerror', (error) => watch.errors.push(error.stack ?? error.message));
    if (!axe) return;
    page.on('request', (request) => {
      if (shapingRequest.has(request.resourceType())) watch.pending.add(request);
    });
    const answered = (request: Request) => watch.pending.delete(request);
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !/^https?:/.test(frame.url())) return;
      enqueue(watch, async () => {
        const checked = await checkSettledState(watch, { once: true });
        if (checked) watch.findings.push({ url: checked.url, moment: 'after navigation', violations: checked.violations });
      }).catch(() => {
        // The page moved on (a full load destroys the document axe ran in) or closed: the next state is checked instead.
      });
    });
  });
};

/** Everything the Content-Security-Policy refused in the page so far (also across reloads and navigations). */
export const cspViolations = (page: Page): readonly CspViolation[] => watchOf.get(page)?.csp ?? [];

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
  expect(formatViolations(await enqueue(watch, () => runAxe(watch))), `axe on ${page.url()}`).toBe('');
};

/**
 * The test's own navigations: each waits for the checks of the state it leaves, so a quick `goto`
 * cannot skip a state (a full load destroys the document axe would look at). ESLint keeps the
 * tests off `page.goto`, `reload`, `goBack` and `goForward`.
 */
const afterChecks = async (page: Page): Promise<void> => {
  await watchOf.get(page)?.queue;
};

/** Loads `address` in the page: an app path such as `/News?id=3`, or a full URL. */
export const goto = async (page: Page, address: string, options?: Parameters<Page['goto']>[1]) => {
  await afterChecks(page);
  return page.goto(/^https?:/.test(address) ? address : appUrl(address), options);
};

export const reload = async (page: Page, options?: Parameters<Page['reload']>[0]) => {
  await afterChecks(page);
  return page.reload(options);
};

export const goBack = async (page: Page, options?: Parameters<Page['goBack']>[0]) => {
  await afterChecks(page);
  return page.goBack(options);
};

export const goForward = async (page: Page, options?: Parameters<Page['goForward']>[0]) => {
  await afterChecks(page);
  return page.goForward(options);
};

/** What the checks found on the test's pages once the test ended: '' when nothing. */
const reportOf = async (watches: readonly PageWatch[]): Promise<string> => {
  await Promise.all(watches.map(checkFinalState));
  const csp = watches.flatMap((watch) => watch.csp);
  const errors = watches.flatMap((watch) => watch.errors);
  const axe = formatFindings(watches.flatMap((watch) => watch.findings));
  return [
    csp.length > 0 ? `The Content-Security-Policy refused ${csp.length} thing(s):\n${formatCspViolations(csp)}` : '',
    errors.length > 0 ? `The page threw ${errors.length} uncaught error(s):\n${errors.join('\n')}` : '',
    axe ? `axe found violations in states this test reached:\n${axe}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
};

// ─── The fixtures ───────────────────────────────────────────────────────────────────────────────

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
              '(vite build --mode demo) that ships mockServiceWorker.js and starts the fake backend?',
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

/**
 * Waits until a service worker controls the page. Gives up early when the page throws (e.g. msw
 * cannot register its worker), so a broken build fails in seconds rather than at the timeout.
 */
const underServiceWorker = async (page: Page, timeout: number): Promise<boolean> => {
  let onError: (() => void) | undefined;
  const thrown = new Promise<false>((resolve) => {
    onError = () => resolve(false);
    page.once('pageerror', onError);
  });
  const controlled = page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout, polling: 100 }).then(
    () => true,
    () => false,
  );
  const result = await Promise.race([controlled, thrown]);
  if (onError) page.off('pageerror', onError);
  // An error may still come with the worker in control (an unrelated bug): report control truthfully.
  return result || page.evaluate(() => Boolean(navigator.serviceWorker?.controller)).catch(() => false);
};

// Helpers for browser tests: Debian's Chromium driven by playwright-core against the built demo
// (served by e2e/global-setup.ts). The fake backend runs in the demo's service worker, so a page
// is handed out only once that worker controls it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { findChromium } from '../scripts/ensure-chromium.mjs';

/**
 * Flags for a quiet, reproducible headless Chromium. playwright's `launch` gives every browser a
 * fresh temporary profile (it refuses a `--user-data-dir` argument) and deletes it on close.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
] as const;

const executablePath = (): string => {
  let provided: string | undefined;
  try {
    provided = inject('chromiumPath');
  } catch {
    // Outside the e2e project (no global setup): look it up directly.
  }
  const found = provided ?? findChromium();
  if (!found) throw new Error('Chromium not found. Install it with: apt-get install -y chromium');
  return found;
};

/** A new headless Chromium. Prefer `openPage`, which shares one browser per test file. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: executablePath(), args: [...chromiumArgs], headless: true, timeout: 60_000 });

let shared: Promise<Browser> | null = null;

const sharedBrowser = (): Promise<Browser> => {
  shared ??= launchBrowser();
  return shared;
};

/** Closes the browser that `openPage` started; call it in `afterAll`. */
export const closeBrowser = async (): Promise<void> => {
  const browser = shared;
  shared = null;
  if (browser) await (await browser).close();
};

/** The served demo's URL for an app path such as `/` or `/News?id=1` (keeps the build's base path). */
export const appUrl = (path = '/'): string => new URL(path.replace(/^\/+/, ''), inject('baseURL')).toString();

export type Language = 'en' | 'zh-CN' | 'zh-TW' | 'ja';

export const viewports = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const satisfies Record<string, BrowserContextOptions>;

export interface OpenPageOptions {
  /** UI language: saved as the visitor's choice before the app starts, and the browser locale. */
  language?: Language;
  /** A preset or an explicit size; desktop by default. */
  viewport?: keyof typeof viewports | { width: number; height: number };
  /** How long to wait for the fake backend's service worker to take control. */
  serviceWorkerTimeout?: number;
}

const errorsByPage = new WeakMap<Page, string[]>();

/** Uncaught errors the page threw since `openPage` (stack traces included). */
export const pageErrors = (page: Page): readonly string[] => errorsByPage.get(page) ?? [];

/** Something the page's Content-Security-Policy refused, as the page or Chromium's console saw it. */
export interface CspViolation {
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

const cspByPage = new WeakMap<Page, CspViolation[]>();

/** Everything the Content-Security-Policy refused in the page since `openPage` (also after reloads and navigations). */
export const cspViolations = (page: Page): readonly CspViolation[] => cspByPage.get(page) ?? [];

/** A readable list for assertion messages. */
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

/**
 * Records every CSP violation of the pages of `context`: an init script (run before the page's own
 * scripts, on every document) forwards `securitypolicyviolation` events to the test, and Chromium's
 * console messages about refused loads are kept too. Kept in the test process, so they survive
 * reloads, navigations and the context's closing.
 */
const watchCsp = async (context: BrowserContext) => {
  await context.exposeBinding('__e2eCspViolation', ({ page }: { page: Page }, violation: Omit<CspViolation, 'via'>) => {
    cspByPage.get(page)?.push({ via: 'event', ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __e2eCspViolation?: (violation: object) => void }).__e2eCspViolation;
        report?.({
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
};

/** Starts the page's violation list, adds Chromium's console messages to it, and fails the test on any. */
const failOnCspViolations = (page: Page) => {
  const violations: CspViolation[] = [];
  cspByPage.set(page, violations);
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && cspConsoleMessage.test(message.text())) {
      violations.push({ via: 'console', url: page.url(), directive: '', blocked: message.text(), source: '', sample: '' });
    }
  });
  // Every test that opens a page fails when the site's policy refused anything in it.
  try {
    onTestFinished(() => {
      if (violations.length > 0) {
        throw new Error(`The Content-Security-Policy refused ${violations.length} thing(s):\n${formatCspViolations(violations)}`);
      }
    });
  } catch {
    // Opened outside a test (e.g. in beforeAll): callers check `cspViolations(page)` themselves.
  }
};

/**
 * Waits until a service worker controls the page. Gives up early when the page throws (e.g. msw
 * cannot register its worker), so a broken build fails in seconds rather than at the timeout.
 */
const hasController = async (page: Page, timeout: number): Promise<boolean> => {
  let onError: (() => void) | undefined;
  const thrown = new Promise<false>((resolve) => {
    onError = () => resolve(false);
    page.once('pageerror', onError);
  });
  const controlled = page
    .waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout, polling: 100 })
    .then(
      () => true,
      () => false,
    );
  const result = await Promise.race([controlled, thrown]);
  if (onError) page.off('pageerror', onError);
  // An error may still come with the worker in control (an unrelated bug): report control truthfully.
  return result || page.evaluate(() => Boolean(navigator.serviceWorker?.controller)).catch(() => false);
};

/**
 * Opens `path` of the demo in a fresh browser context (own storage, cookies and service worker)
 * and resolves once the fake backend's service worker controls the page. The test fails when the
 * site's Content-Security-Policy refuses anything in the page (see `cspViolations`). The first visit
 * registers the worker; when it has not claimed the page in time the page is reloaded once.
 */
export const openPage = async (path = '/', options: OpenPageOptions = {}): Promise<Page> => {
  const { language, viewport = 'desktop', serviceWorkerTimeout = 15_000 } = options;
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    ...(typeof viewport === 'string' ? viewports[viewport] : { viewport }),
    ...(language ? { locale: language } : {}),
    serviceWorkers: 'allow',
  });
  await watchCsp(context);
  if (language) {
    // Only the first visit: a test that switches language and reloads keeps its choice.
    await context.addInitScript((lang) => {
      try {
        if (localStorage.getItem('language') === null) localStorage.setItem('language', lang);
      } catch {
        // Storage unavailable on this origin: the locale still tells the app.
      }
    }, language);
  }
  const page = await context.newPage();
  failOnCspViolations(page);
  const errors: string[] = [];
  errorsByPage.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));

  const url = appUrl(path);
  await page.goto(url, { waitUntil: 'load' });
  if (!(await hasController(page, serviceWorkerTimeout))) {
    await page.reload({ waitUntil: 'load' });
    if (!(await hasController(page, serviceWorkerTimeout))) {
      await context.close();
      const thrownErrors = errors.length > 0 ? `\nErrors in the page:\n${errors.join('\n')}` : '';
      throw new Error(
        `No service worker controls ${url} after a reload. Is dist-demo/ a demo build ` +
          `(vite build --mode demo) that ships mockServiceWorker.js and starts the fake backend?${thrownErrors}`,
      );
    }
  }
  return page;
};

export interface AxeViolation {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  helpUrl: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

interface AxeResultsLike {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}

const axeSource = (() => {
  let source: string | null = null;
  return () => {
    source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    return source;
  };
})();

/** Runs axe-core on the page and returns the violations of impact serious or critical. */
export const checkAccessibility = async (page: Page): Promise<AxeViolation[]> => {
  const ready = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not added as an inline <script> the site's CSP would refuse.
  if (!ready) await page.evaluate(axeSource());
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as AxeResultsLike;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact as AxeViolation['impact'],
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
};

/** A readable list for assertion messages. */
export const formatViolations = (violations: readonly AxeViolation[]): string =>
  violations
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.targets.join(', ')}`)
    .join('\n');

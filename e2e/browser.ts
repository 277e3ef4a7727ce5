// Helpers for browser tests: Debian's Chromium driven by playwright-core against the built demo
// (served by e2e/global-setup.ts). The fake backend runs in the demo's service worker, so a page
// is handed out only once that worker controls it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
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
 * site's Content-Security-Policy refuses anything in the page (see `cspViolations`) or when axe finds
 * a violation in a state the test reaches (see `checkAccessibility`). The first visit
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
  const axeWatch = watchAccessibility(page);
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
  failOnAccessibilityViolations(page, axeWatch);
  return page;
};

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical';
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

/** One axe run on the page: its violations, whatever their impact (heading order and landmarks are "moderate"). */
const runAxe = async (page: Page): Promise<AxeViolation[]> => {
  const ready = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not added as an inline <script> the site's CSP would refuse.
  if (!ready) await page.evaluate(axeSource());
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  )) as AxeResultsLike;
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: (violation.impact ?? 'minor') as AxeViolation['impact'],
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
};

/** What axe found in one state of a page. */
interface AxeFinding {
  url: string;
  /** When it looked: after a navigation, or when the test ended or closed the page. */
  moment: string;
  violations: AxeViolation[];
}

interface AxeWatch {
  /**
   * The page's axe runs, one after the other: axe refuses to start while another run is going,
   * and a test's own `checkAccessibility` may come while an automatic one runs.
   */
  queue: Promise<unknown>;
  /** Address and language of the states already checked after a navigation. */
  checked: Set<string>;
  findings: AxeFinding[];
  /** The final check ran (the test ended or closed the page). */
  done: boolean;
  /** Code and data requests of the page still waiting for their answer. */
  pending: Set<Request>;
}

const axeWatches = new WeakMap<Page, AxeWatch>();

const enqueue = <T>(watch: AxeWatch, job: () => Promise<T>): Promise<T> => {
  const run = watch.queue.then(job, job);
  watch.queue = run.catch(() => undefined);
  return run;
};

/** Requests that change what the page shows once they answer: its code, styles and data (not pictures or video). */
const shapingRequest = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

let settledStates = 0;

/**
 * Waits until the page's document is loaded, the app has rendered into it (before that the page
 * shows nothing, or a placeholder hidden from assistive technology), no code or data request is
 * pending and its DOM has been still for a moment, at most ten seconds (a carousel never stops
 * moving). Marks the document, so a check can tell whether the same document was still there
 * when axe finished. `null` when the app did not render in that time: a test waiting for it fails
 * on its own.
 */
const settle = async (page: Page, watch: AxeWatch): Promise<{ language: string; mark: string } | null> => {
  const deadline = Date.now() + 10_000;
  const mark = `state-${++settledStates}`;
  await page.waitForLoadState('load');
  for (;;) {
    const { language, rendered } = await page.evaluate(
      ({ quiet, mark: documentMark }) =>
        new Promise<{ language: string; rendered: boolean }>((resolve) => {
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(finish, quiet);
          });
          const finish = () => {
            observer.disconnect();
            (window as unknown as { __e2eSettled?: string }).__e2eSettled = documentMark;
            resolve({
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
    if (rendered && (watch.pending.size === 0 || Date.now() > deadline)) return { language, mark };
    if (Date.now() > deadline) return null;
  }
};

/**
 * Settles the page and runs axe on it. `null` when the app did not render, when `once` and this
 * address and language were checked before, or when a full load replaced the document meanwhile
 * (axe may then have looked at the next, still blank one): the new document gets its own check.
 */
const checkSettledState = async (page: Page, watch: AxeWatch, { once }: { once: boolean }) => {
  const settled = await settle(page, watch);
  if (!settled) return null;
  const url = page.url();
  const state = `${url} ${settled.language}`;
  if (once && watch.checked.has(state)) return null;
  const violations = await runAxe(page);
  const same = await page.evaluate((expected) => (window as unknown as { __e2eSettled?: string }).__e2eSettled === expected, settled.mark);
  if (!same) return null;
  if (once) watch.checked.add(state);
  return { url, violations };
};

/**
 * Runs axe on every state of the page a test reaches: after each navigation (full loads and the
 * app's own route changes, once per address and language), and on the last state before the page
 * or its context closes or the test ends. The test's own navigations wait for the pending run, so
 * a quick `goto` cannot skip the address before it.
 */
const watchAccessibility = (page: Page): AxeWatch => {
  const watch: AxeWatch = { queue: Promise.resolve(), checked: new Set(), findings: [], done: false, pending: new Set() };
  axeWatches.set(page, watch);
  page.on('request', (request) => {
    if (shapingRequest.has(request.resourceType())) watch.pending.add(request);
  });
  const answered = (request: Request) => watch.pending.delete(request);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !/^https?:/.test(frame.url())) return;
    enqueue(watch, async () => {
      const checked = await checkSettledState(page, watch, { once: true });
      if (checked) watch.findings.push({ url: checked.url, moment: 'after navigation', violations: checked.violations });
    }).catch(() => {
      // The page moved on (a full load destroys the document axe ran in) or closed: the next state is checked instead.
    });
  });
  return watch;
};

/** The check of the page's last state, once; then the page may close. */
const checkFinalState = async (page: Page, watch: AxeWatch): Promise<void> => {
  if (watch.done || page.isClosed()) return;
  watch.done = true;
  await enqueue(watch, async () => {
    const checked = await checkSettledState(page, watch, { once: false });
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
 * Makes the test that opened the page fail when axe finds anything in a state it reached.
 * Tests close their contexts in `finally` blocks before `onTestFinished` runs, so closing the page
 * or its context runs the final check first.
 */
const failOnAccessibilityViolations = (page: Page, watch: AxeWatch) => {
  const context = page.context();
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    await checkFinalState(page, watch);
    return closeContext(options);
  };
  const closePage = page.close.bind(page);
  page.close = async (options) => {
    await checkFinalState(page, watch);
    return closePage(options);
  };
  const waitFirst =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await watch.queue;
      return navigate(...args);
    };
  page.goto = waitFirst(page.goto.bind(page));
  page.reload = waitFirst(page.reload.bind(page));
  page.goBack = waitFirst(page.goBack.bind(page));
  page.goForward = waitFirst(page.goForward.bind(page));
  try {
    onTestFinished(async () => {
      await checkFinalState(page, watch);
      const report = formatFindings(watch.findings);
      if (report) throw new Error(`axe found violations in states this test reached:\n${report}`);
    });
  } catch {
    // Opened outside a test (e.g. in beforeAll): callers run `checkAccessibility` themselves.
  }
};

/**
 * Runs axe-core on the page and returns its violations, whatever their impact. Pages from
 * `openPage` are also checked automatically after each navigation and at the end of the test.
 */
export const checkAccessibility = (page: Page): Promise<AxeViolation[]> => {
  const watch = axeWatches.get(page);
  return watch ? enqueue(watch, () => runAxe(page)) : runAxe(page);
};

/** A readable list for assertion messages. */
export const formatViolations = (violations: readonly AxeViolation[]): string =>
  violations
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.targets.join(', ')}`)
    .join('\n');

/**
 * The latest verification code the fake backend "sent" to `to`, read from its developer channel
 * (`GET /__dev/outbox`, answered by the service worker), never from the page.
 */
export const latestCode = async (page: Page, to: string): Promise<string> => {
  const url = appUrl(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await page.evaluate((address) => fetch(address).then((response) => response.json()), url)) as {
    messages: Array<{ kind: string; code: string }>;
  };
  const code = messages.filter((message) => message.kind === 'code').at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
};

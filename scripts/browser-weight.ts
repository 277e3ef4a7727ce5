// What Chromium downloads for a page: every JavaScript response of a fresh visit (no cache),
// gzipped at level 9 like the rest of `npm run size`. The production build is served as built,
// its API calls (same origin: /rpi/, /rps/) answered by the fake backend over HTTP, so a member
// page can be measured logged in. Run by scripts/size.mjs under Node's own type stripping: only
// erasable TypeScript here.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from './ensure-chromium.mjs';
import { startStaticServer } from './static-server.ts';

export interface WeighedPage {
  /** App path, e.g. `/MyPageIndex`. */
  path: string;
  /** Visit logged in as the demo member (session storage set before the app starts). */
  member: boolean;
}

export interface DownloadedFile {
  /** Path of the file on the site, e.g. `/assets/index-abc.js`. */
  file: string;
  raw: number;
  gzip: number;
}

/** The chromium flags of the browser tests (playwright.config.ts): quiet, no network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const DEMO_ACCOUNT = 'demo';
/** MD5(password + "kitekey") uppercase: the wire form of the demo member's password. */
const demoPasswordHash = (password: string): string => createHash('md5').update(`${password}kitekey`).digest('hex').toUpperCase();

/** `npm run mock:serve` on a free port, in its own process (it needs tsx for the app's path aliases). */
export async function startFakeBackend(root: string): Promise<{ url: string; stop(): void }> {
  const tsx = realpathSync(join(root, 'node_modules/.bin/tsx'));
  const child: ChildProcess = spawn(process.execPath, [tsx, 'mocks/serve.ts', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock:serve did not start: ${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`mock:serve exited (${code}): ${output}`)));
  });
  return { url, stop: () => child.kill() };
}

async function demoSession(backend: string): Promise<Record<string, string>> {
  const response = await fetch(`${backend}/rps/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
    body: new URLSearchParams({ username: DEMO_ACCOUNT, password: demoPasswordHash('darts123') }).toString(),
  });
  const envelope = (await response.json()) as { code: number; data: { username: string; memberId: number; mainCardId: number; token: string } };
  if (envelope.code !== 100) throw new Error(`the demo login failed: ${JSON.stringify(envelope)}`);
  const { username, memberId, mainCardId, token } = envelope.data;
  return { token, memberId: String(memberId), cardId: String(mainCardId), username };
}

async function weigh(browser: Browser, site: string, page: WeighedPage, session: Record<string, string>): Promise<DownloadedFile[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    if (page.member) {
      await context.addInitScript((values: Record<string, string>) => {
        for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
      }, session);
    }
    const tab = await context.newPage();
    const pending: Array<Promise<DownloadedFile | null>> = [];
    let started = 0;
    let inFlight = 0;
    tab.on('request', () => {
      started += 1;
      inFlight += 1;
    });
    tab.on('requestfinished', () => (inFlight -= 1));
    tab.on('requestfailed', () => (inFlight -= 1));
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(site).origin || !/\.m?js$/.test(url.pathname)) return;
      pending.push(
        response
          .body()
          .then((body) => ({ file: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await tab.goto(new URL(page.path.replace(/^\//, ''), site).toString(), { waitUntil: 'load' });
    // Done when the page is settled: nothing in flight, and its main thread idle without having
    // started another request. Lazy work a page starts once it has data (a chart, a namespace) is
    // waited for however slow the machine is, and no longer than it takes.
    for (let quiet = 0; quiet < 2; ) {
      if (inFlight > 0) {
        quiet = 0;
        await tab.waitForTimeout(20);
        continue;
      }
      const before = started;
      await tab.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
      quiet = started === before && inFlight === 0 ? quiet + 1 : 0;
    }
    const files = (await Promise.all(pending)).filter((file): file is DownloadedFile => file !== null);
    return [...new Map(files.map((file) => [file.file, file])).values()];
  } finally {
    await context.close();
  }
}

/** Pages visited at once, each in a fresh context of one browser: their waits overlap, their work shares the cores. */
const PAGES_AT_ONCE = 4;

/** What a fresh visit of each page downloads, by page path. */
export async function measureDownloads(root: string, distDir: string, pages: readonly WeighedPage[]): Promise<Map<string, DownloadedFile[]>> {
  // Installs Debian's Chromium when missing and allowed (root with apt-get), else says how.
  const executablePath = ensureChromium({ log: (line) => console.log(line) });
  const [backend, browser] = await Promise.all([
    startFakeBackend(root),
    chromium.launch({ executablePath, args: chromiumArgs, headless: true, timeout: 60_000 }),
  ]);
  // The API on the site's own origin, as deployed: the server forwards it to the fake backend.
  const site = await startStaticServer({ root: distDir, proxy: { prefixes: ['/rpi/', '/rps/'], target: backend.url } });
  try {
    const session = pages.some((page) => page.member) ? await demoSession(backend.url) : {};
    const results = new Map<string, DownloadedFile[]>();
    let next = 0;
    const visitor = async () => {
      for (let page = pages[next++]; page; page = pages[next++]) results.set(page.path, await weigh(browser, site.url, page, session));
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, visitor));
    return results;
  } finally {
    await browser.close();
    await site.close();
    backend.stop();
  }
}

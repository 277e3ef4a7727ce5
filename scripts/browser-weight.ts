// What Chromium downloads for a page: every JavaScript response of a fresh visit (no cache),
// gzipped at level 9 like the budgets. The production build is served as built, its API calls
// (same origin: /rpi/, /rps/) answered by the fake backend over HTTP, so a member page can be
// measured logged in. Run by scripts/size.mjs under Node's type stripping: only erasable TypeScript.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './ensure-chromium.mjs';
import { startStaticServer } from './static-server.ts';

/** `member`: visit logged in as the demo member (session storage set before the app starts). */
export type WeighedPage = { path: string; member: boolean };
/** `file`: the path on the site, e.g. `/assets/index-abc.js`; `kind`: JavaScript, or JSON data (the demo's fake backend reads some). */
export type DownloadedFile = { file: string; kind: 'script' | 'data'; raw: number; gzip: number };


/** `npm run mock:serve` on a free port, in its own process (tsx resolves the app's path aliases). */
export async function startFakeBackend(root: string): Promise<{ url: string; stop(): void }> {
  const tsx = realpathSync(join(root, 'node_modules/.bin/tsx'));
  const child = spawn(process.execPath, [tsx, 'mocks/serve.ts', '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  for await (const line of createInterface({ input: child.stdout! })) {
    const url = /listening on (http:\/\/\S+)/.exec(line)?.[1];
    if (url) return { url, stop: () => child.kill() };
  }
  throw new Error(`mock:serve ended (exit ${child.exitCode}) before it listened.`);
}

/** The demo member's session storage, from a login (the wire password is MD5(password + "kitekey"), uppercase). */
export async function demoSession(backend: string): Promise<Record<string, string>> {
  const password = createHash('md5').update('darts123kitekey').digest('hex').toUpperCase();
  const response = await fetch(`${backend}/rps/login`, { method: 'POST', body: new URLSearchParams({ username: 'demo', password }) });
  const { code, data } = (await response.json()) as { code: number; data: { username: string; memberId: number; mainCardId: number; token: string } };
  if (code !== 100) throw new Error(`the demo login failed (code ${code}).`);
  return { token: data.token, memberId: String(data.memberId), cardId: String(data.mainCardId), username: data.username };
}

async function weigh(browser: Browser, site: string, page: WeighedPage, session: Record<string, string>): Promise<DownloadedFile[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    const setSession = (values: Record<string, string>) => Object.entries(values).forEach(([key, value]) => sessionStorage.setItem(key, value));
    if (page.member) await context.addInitScript(setSession, session);
    const tab = await context.newPage();
    const files = new Map<string, Promise<DownloadedFile | null>>();
    let [started, inFlight] = [0, 0];
    // The context's, not the tab's: a worker's scripts (the demo's service worker) count too.
    context.on('request', () => { started += 1; inFlight += 1; });
    context.on('requestfinished', () => (inFlight -= 1)).on('requestfailed', () => (inFlight -= 1));
    context.on('response', (response) => {
      const { origin, pathname } = new URL(response.url());
      const kind: DownloadedFile['kind'] | null = /\.m?js$/.test(pathname) ? 'script' : /\.json$/.test(pathname) ? 'data' : null;
      if (origin !== new URL(site).origin || !kind) return;
      const measured = (body: Buffer) => ({ file: pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      files.set(pathname, response.body().then(measured, () => null));
    });
    await tab.goto(new URL(page.path.replace(/^\//, ''), site).toString(), { waitUntil: 'load' });
    // Done when settled: nothing in flight, and the main thread idle twice without starting another
    // request. Lazy work a page starts once it has data (a chart, a namespace) is waited for however
    // slow the machine is, and no longer (fixed waits cut member pages short under load: decision 016).
    for (let quiet = 0; quiet < 2; ) {
      const [before, busy] = [started, inFlight > 0];
      await (busy ? tab.waitForTimeout(20) : tab.evaluate(() => new Promise((idle) => requestIdleCallback(idle))));
      quiet = !busy && inFlight === 0 && started === before ? quiet + 1 : 0;
    }
    return (await Promise.all(files.values())).filter((file) => file !== null);
  } finally {
    await context.close();
  }
}

/** Pages visited at once, each in a fresh context of one browser: their waits overlap. */
const PAGES_AT_ONCE = 4;

/**
 * The demo member's session storage in a demo build, whose data is seeded afresh on a first visit:
 * the tab carries the login for its fake backend to open under the same token once its data is
 * loaded (mocks/carried-login.ts; the key: CARRIED_LOGIN_KEY of mocks/browser.ts), with the demo member's ids of mocks/db/demo-member.ts.
 */
export function demoBuildSession(token: string): Record<string, string> {
  const [memberId, cardId, account] = [10001, 20001, 'demo'];
  return {
    token,
    memberId: String(memberId),
    cardId: String(cardId),
    username: account,
    'fake-backend:carried-login': JSON.stringify({ token, memberId, account }),
  };
}

/**
 * What a fresh visit of each page downloads, by page path. `demo`: the build answers its API itself
 * (dist-demo/, the fake backend in the page), so no server is forwarded to.
 */
export async function measureDownloads(
  root: string,
  distDir: string,
  pages: readonly WeighedPage[],
  { demo = false }: { demo?: boolean } = {},
): Promise<Map<string, DownloadedFile[]>> {
  // Installs Debian's Chromium when missing and allowed (root with apt-get), else says how.
  const executablePath = ensureChromium({ log: (line) => console.log(line) });
  const [backend, browser] = await Promise.all([
    demo ? undefined : startFakeBackend(root),
    chromium.launch({ executablePath, args: [...chromiumArgs], headless: true, timeout: 60_000 }),
  ]);
  // The API on the site's own origin, as deployed: the server forwards it to the fake backend.
  const site = await startStaticServer({ root: distDir, ...(backend ? { proxy: { prefixes: ['/rpi/', '/rps/'], target: backend.url } } : {}) });
  try {
    const needsSession = pages.some((page) => page.member);
    const session = !needsSession ? {} : backend ? await demoSession(backend.url) : demoBuildSession(randomUUID().replaceAll('-', ''));
    const results = new Map<string, DownloadedFile[]>();
    const queue = [...pages];
    const visitor = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) results.set(page.path, await weigh(browser, site.url, page, session));
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, visitor));
    return results;
  } finally {
    await Promise.all([browser.close(), site.close()]);
    backend?.stop();
  }
}

/**
 * `npm run bench:mock [-- --requests 2000 --warmup 200 --rounds 5 --concurrency 1,50 --calls login,award/0
 *   --logins 100000 --seed 1 --timeout-seconds 150]` (`--help` lists the calls)
 *
 * How much the fake backend itself costs per call. Starts two child processes on 127.0.0.1: the
 * fake backend (mocks/serve.ts on a free port) and a bare node:http server replaying, byte for
 * byte, what the fake backend answered to each request (scripts/bench-bare-server.ts). autocannon
 * loads both with the same requests at each concurrency over keep-alive connections (a warm-up,
 * then the measured requests in rounds alternating fake and bare, so both meet the same background
 * load) and the table shows latency percentiles, throughput, their ratios and each server's CPU
 * per request; then the member call once more after `--logins` logins over every seeded member.
 * A benchmark, not a test. Exits 1 if any request failed (not HTTP 200 with envelope code 100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from '../mocks/db/demo-member';
import { generateMembers } from '../mocks/db/seed-members';
import type { Recording } from './bench-bare-server';
import { envelopeFailure, formatBenchTable, requestKey, summarize, type BenchRow, type BenchStats } from './bench-lib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COUNTRY_ID = 617; // English: the demo member's country
/** The goal of the fake backend at concurrency 1: no call's p95 above this many times the bare server's. */
const TARGET_P95_RATIO = 3;

const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '1,50' },
    calls: { type: 'string', default: '' },
    logins: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    'timeout-seconds': { type: 'string', default: '150' },
    help: { type: 'boolean', default: false },
  },
});
const wholeNumber = (name: keyof typeof flags, min: number): number => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} takes a whole number of at least ${min} (got "${String(flags[name])}")`);
    process.exit(2);
  }
  return value;
};
const requestsPerCell = wholeNumber('requests', 1);
const warmup = wholeNumber('warmup', 0);
const rounds = Math.min(wholeNumber('rounds', 1), requestsPerCell);
const concurrencies = flags.concurrency.split(',').map((text) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--concurrency takes whole numbers of at least 1 (got "${text}")`);
    process.exit(2);
  }
  return value;
});
const seed = wholeNumber('seed', 0);
const pileUpLogins = wholeNumber('logins', 0);

interface BenchRequest {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
type Session = { token: string; memberId: number };
interface BenchCall {
  name: string;
  build(session: Session): BenchRequest;
  /** Logs in afresh before each concurrency: its token is the newest session, as for someone who has just logged in. */
  member?: true;
}

const form = (path: string, fields: Record<string, string | number>, headers: Record<string, string> = {}): BenchRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
  body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
});
const json = (path: string, fields: Record<string, unknown>): BenchRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  body: JSON.stringify(fields),
});

const LOGIN_PATH = '/rps/login';
const login = (username: string) => form(LOGIN_PATH, { username, password: DEMO_PASSWORD_HASH });
const CALLS: BenchCall[] = [
  { name: 'officialNewsList', build: () => form('/rpi/websitenews/officialNewsList', { category: 0, title: '', countryId: COUNTRY_ID, pageNum: 1, pageSize: 10 }) },
  { name: 'newShop', build: () => form('/rpi/websiteshop/newShop', { countryId: COUNTRY_ID, shopName: '', pageNum: 1, pageSize: 10 }) },
  { name: 'specialColumnList', build: () => json('/rpi/special/specialColumnList', { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 10 }) },
  {
    name: 'activity/list',
    build: () => json('/rpi/activity/list', { title: '', year: null, month: null, type: null, countryId: COUNTRY_ID, pageNum: 1, pageSize: 10 }),
  },
  { name: 'login', build: () => login(DEMO_LOGIN.account) },
  {
    name: 'memberCardALL',
    member: true,
    build: ({ token, memberId }) => form('/rpi/websitsMember/memberCardALL', { memberId }, { authorization: token }),
  },
  { name: 'gameRanking/400', build: () => form('/rpi/webranking/gameRanking', { gameType: 400 }) },
  { name: 'award/0', build: () => form('/rpi/webranking/award', { awardType: 0 }) },
];

if (flags.help) {
  console.log(
    'npm run bench:mock -- [--requests N] [--warmup N] [--rounds N] [--concurrency 1,50] [--calls a,b] [--seed N]\n' +
      '                      [--logins N (100000; 0 skips)] [--timeout-seconds N]\n' +
      `calls: ${CALLS.map((call) => call.name).join(', ')}`,
  );
  process.exit(0);
}
const selected = flags.calls === '' ? CALLS : CALLS.filter((call) => flags.calls.split(',').includes(call.name));
if (selected.length === 0) {
  console.error(`--calls names none of: ${CALLS.map((call) => call.name).join(', ')}`);
  process.exit(2);
}

// Child processes: stopped however the benchmark ends.
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
setTimeout(() => {
  console.error(`bench:mock: still running after ${flags['timeout-seconds']} s; stopping (lower --requests?)`);
  process.exit(1);
}, wholeNumber('timeout-seconds', 1) * 1000).unref();

/** Starts a TypeScript child and resolves with its pid and the port it reports (on stdout, or over IPC). */
function startChild(args: string[], recordings?: Map<string, Recording>): Promise<{ port: number; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit', ...(recordings ? ['ipc' as const] : [])],
    serialization: 'advanced',
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (text: Buffer) => {
      output += text.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ port: Number(port), pid: child.pid! });
    });
    child.on('message', (message: { port: number }) => resolve({ port: message.port, pid: child.pid! }));
    child.once('exit', (code, signal) => reject(new Error(`${args[0]} exited (${signal ?? code}) before listening`)));
    if (recordings) child.send({ recordings: [...recordings] });
  });
}

/** CPU time (ns) the main thread of a process has used so far; null where /proc is missing. */
const mainThreadCpuNs = (pid: number): number | null => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
};

interface Target {
  label: 'fake' | 'bare';
  port: number;
  pid: number;
}
const failures: string[] = [];
/** Logins the fake backend has answered: each opens a session it keeps. */
let fakeLogins = 0;

/** `amount` requests at `concurrency` by autocannon: each response's latency (ms) and the wall time. */
async function load(target: Target, what: string, request: BenchRequest | autocannon.Request[], concurrency: number, amount: number) {
  const latenciesMs: number[] = [];
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: `http://127.0.0.1:${target.port}`,
      connections: Math.min(concurrency, amount),
      amount,
      timeout: 15,
      // autocannon looks whether the amount is done at each sample: every 10 ms, not every second.
      sampleInt: 10,
      requests: Array.isArray(request) ? request : [request],
      verifyBody: (body: unknown) => envelopeFailure(200, String(body)) === null,
    };
    autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done))).on(
      'response',
      (_client, _status, _bytes, responseTime) => {
        latenciesMs.push(responseTime);
        lastAnswer = performance.now();
      },
    );
  });
  const failed = result.non2xx + result.errors + result.mismatches;
  if (failed > 0) failures.push(`${target.label} ${what} c${concurrency}: ${failed} of ${amount} failed (non-2xx ${result.non2xx}, errors ${result.errors}, wrong envelope ${result.mismatches})`);
  if (target.label === 'fake' && (Array.isArray(request) || request.path === LOGIN_PATH)) fakeLogins += latenciesMs.length;
  return { latenciesMs, elapsedMs: lastAnswer - started };
}

/** One call at one concurrency against both servers: warm-ups, then the measured requests in alternating rounds. */
async function measurePair(targets: readonly Target[], name: string, request: BenchRequest, concurrency: number) {
  const cells = targets.map((target) => ({ target, latenciesMs: [] as number[], elapsedMs: 0, cpuNs: 0 as number | null }));
  // The warm-up opens the connections (at least two requests each) and warms the JIT.
  for (const cell of cells) await load(cell.target, name, request, concurrency, Math.max(warmup, 2 * concurrency));
  for (let round = 0; round < rounds; round += 1) {
    const amount = Math.floor(requestsPerCell / rounds) + (round < requestsPerCell % rounds ? 1 : 0);
    for (const cell of cells) {
      const cpuBefore = mainThreadCpuNs(cell.target.pid);
      const { latenciesMs, elapsedMs } = await load(cell.target, name, request, concurrency, amount);
      const cpuAfter = mainThreadCpuNs(cell.target.pid);
      cell.latenciesMs.push(...latenciesMs);
      cell.elapsedMs += elapsedMs;
      cell.cpuNs = cpuBefore === null || cpuAfter === null || cell.cpuNs === null ? null : cell.cpuNs + cpuAfter - cpuBefore;
    }
  }
  const [fake, bare] = cells.map(
    (cell): BenchStats => ({
      ...summarize(cell.latenciesMs, cell.elapsedMs),
      cpuUsPerRequest: cell.cpuNs === null ? Number.NaN : cell.cpuNs / 1000 / cell.latenciesMs.length,
    }),
  );
  return { call: name, fake: fake!, bare: bare! };
}

/** One request to a server, as the recording and the logins need it. */
async function send(target: Target, request: BenchRequest): Promise<Recording & { text: string }> {
  const answer = await fetch(`http://127.0.0.1:${target.port}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const body = new Uint8Array(await answer.arrayBuffer());
  const text = new TextDecoder().decode(body);
  const failure = envelopeFailure(answer.status, text);
  if (failure) throw new Error(`${target.label} ${request.path}: ${failure}`);
  if (target.label === 'fake' && request.path === LOGIN_PATH) fakeLogins += 1;
  return { status: answer.status, contentType: answer.headers.get('content-type') ?? '', body, text };
}
const freshSession = async (fake: Target): Promise<Session> => (JSON.parse((await send(fake, login(DEMO_LOGIN.account))).text) as { data: Session }).data;

async function main(): Promise<number> {
  const started = performance.now();
  const fake: Target = { label: 'fake', ...(await startChild(['mocks/serve.ts', '--host', '127.0.0.1', '--port', '0', '--seed', String(seed)])) };
  // Record each request's answer once (the login first: the member call needs its token).
  const session = await freshSession(fake);
  const requests = new Map(selected.map((call) => [call.name, call.build(session)]));
  const recordings = new Map<string, Recording>();
  for (const request of requests.values()) recordings.set(requestKey(request.method, request.path, request.body), await send(fake, request));
  const bare: Target = { label: 'bare', ...(await startChild(['scripts/bench-bare-server.ts'], recordings)) };

  console.log(
    `bench:mock  node ${process.versions.node}  autocannon  seed ${seed}  ${requestsPerCell} requests per cell in ${rounds} rounds ` +
      `alternating fake and bare, after ${warmup} warm-up each (at least 2 per connection)  keep-alive  127.0.0.1`,
  );
  console.log(
    'fake = mocks/serve.ts, bare = replay of its recorded answers; latency in ms at the client (request sent → last byte);\n' +
      'cpu us/req = CPU time of the server process\'s main thread per request (from /proc; "-" elsewhere)',
  );
  const notes: string[] = [];
  for (const concurrency of concurrencies) {
    const rows: BenchRow[] = [];
    for (const call of selected) {
      let request = requests.get(call.name)!;
      if (call.member) {
        // The bare server's key leaves the Authorization header out, so its recording still fits.
        request = call.build(await freshSession(fake));
        notes.push(`${call.name} c${concurrency}: its token is the newest of the ${fakeLogins} sessions the fake backend has opened`);
      }
      rows.push(await measurePair([fake, bare], call.name, request, concurrency));
    }
    console.log(`\nconcurrency ${concurrency}`);
    console.log(formatBenchTable(rows, concurrency === 1 ? TARGET_P95_RATIO : Number.POSITIVE_INFINITY));
  }

  const member = selected.find((call) => call.member);
  if (member && pileUpLogins > 0) {
    // The session store must not slow down as sessions pile up: the member call at concurrency 1,
    // with a fresh token, before and after the logins, spread over every seeded member.
    const before = await measurePair([fake, bare], `after ${fakeLogins + 1} logins`, member.build(await freshSession(fake)), 1);
    const accounts = generateMembers(seed, Date.now()).map((record) => record.account);
    let next = 0;
    const pileStarted = performance.now();
    await load(fake, 'pile-up login', [{ ...login(DEMO_LOGIN.account), setupRequest: (request) => ({ ...request, ...login(accounts[next++ % accounts.length]!) }) }], 50, pileUpLogins);
    const pileSeconds = (performance.now() - pileStarted) / 1000;
    const after = await measurePair([fake, bare], `after ${fakeLogins + 1} logins`, member.build(await freshSession(fake)), 1);
    console.log(`\n${member.name} at concurrency 1, before and after ${pileUpLogins} logins of ${accounts.length} members (${pileSeconds.toFixed(1)} s at concurrency 50)`);
    console.log(formatBenchTable([before, after]));
  }

  console.log('');
  if (concurrencies.includes(1)) console.log(`* p95 above ${TARGET_P95_RATIO}x the bare server at concurrency 1 (the target)`);
  for (const note of notes) console.log(note);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length === 0) return 0;
  console.error(`\nrequests failed:\n  ${failures.slice(0, 10).join('\n  ')}`);
  return 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('bench:mock failed:', error);
}
process.exit(exitCode);

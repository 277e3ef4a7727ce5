/**
 * `npm run bench:mock [-- --requests 2000 --warmup 200 --rounds 5 --concurrency 1,50 --calls login,award/0
 *   --logins 100000 --seed 1 --timeout-seconds 150]` (`--help` lists the calls)
 *
 * How much the fake backend itself costs per call, against a bare node:http server that replays its
 * answers (scripts/bench-bare-server.ts), both child processes on 127.0.0.1. autocannon loads both
 * with the same requests at each concurrency over keep-alive connections: a warm-up, then rounds
 * alternating fake and bare, so both meet the same background load. The tables show latency
 * percentiles, throughput, their ratios and each server's CPU per request; then the member call once
 * more after `--logins` logins over every seeded member. A benchmark, not a test. Exits 1 if any
 * request failed (not HTTP 200 with envelope code 100).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from '../mocks/db/demo-member';
import { generateMembers } from '../mocks/db/seed-members';
import { benchTable, envelopeFailure, summarize } from './bench-lib';

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
/** A flag's whole number (a list: comma-separated), each at least `min` (else exit 2). */
const numbers = (name: Exclude<keyof typeof flags, 'calls' | 'help'>, min: number, list = false): number[] =>
  (list ? flags[name].split(',') : [flags[name]]).map((text) => {
    if (/^\d+$/.test(text) && Number(text) >= min) return Number(text);
    console.error(`--${name} takes whole numbers of at least ${min} (got "${text}")`);
    return process.exit(2);
  });
const [requestsPerCell, warmup, seed, logins, timeoutSeconds] = (
  [['requests', 1], ['warmup', 0], ['seed', 0], ['logins', 0], ['timeout-seconds', 1]] as const
).map(([name, min]) => numbers(name, min)[0]!) as [number, number, number, number, number];
const rounds = Math.min(numbers('rounds', 1)[0]!, requestsPerCell);
const concurrencies = numbers('concurrency', 1, true);

type BenchRequest = { method: 'POST'; path: string; headers: Record<string, string>; body: string };
type Session = { token: string; memberId: number };
/** `member`: logs in afresh before each concurrency, so its token is the newest session. */
type BenchCall = { name: string; build(session: Session): BenchRequest; member?: true };

const request = (path: string, type: string, body: string, headers: Record<string, string> = {}): BenchRequest => ({
  method: 'POST',
  path,
  body,
  headers: { 'content-type': type, 'accept-language': 'en', ...headers },
});
const form = (path: string, fields: Record<string, string | number>, headers?: Record<string, string>) =>
  request(path, 'application/x-www-form-urlencoded', new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(), headers);
const json = (path: string, fields: Record<string, unknown>) => request(path, 'application/json', JSON.stringify(fields));

const LOGIN_PATH = '/rps/login';
const login = (username: string) => form(LOGIN_PATH, { username, password: DEMO_PASSWORD_HASH });
const page = { countryId: COUNTRY_ID, pageNum: 1, pageSize: 10 };
const CALLS: BenchCall[] = [
  { name: 'officialNewsList', build: () => form('/rpi/websitenews/officialNewsList', { category: 0, title: '', ...page }) },
  { name: 'newShop', build: () => form('/rpi/websiteshop/newShop', { shopName: '', ...page }) },
  { name: 'specialColumnList', build: () => json('/rpi/special/specialColumnList', { title: '', ...page }) },
  { name: 'activity/list', build: () => json('/rpi/activity/list', { title: '', year: null, month: null, type: null, ...page }) },
  { name: 'login', build: () => login(DEMO_LOGIN.account) },
  { name: 'memberCardALL', member: true, build: ({ token, memberId }) => form('/rpi/websitsMember/memberCardALL', { memberId }, { authorization: token }) },
  { name: 'gameRanking/400', build: () => form('/rpi/webranking/gameRanking', { gameType: 400 }) },
  { name: 'award/0', build: () => form('/rpi/webranking/award', { awardType: 0 }) },
];
const callNames = CALLS.map((call) => call.name).join(', ');
if (flags.help) {
  console.log('npm run bench:mock -- [--requests N] [--warmup N] [--rounds N] [--concurrency 1,50] [--calls a,b] [--seed N]');
  console.log(`                      [--logins N (100000; 0 skips)] [--timeout-seconds N]\ncalls: ${callNames}`);
  process.exit(0);
}
const selected = CALLS.filter((call) => flags.calls === '' || flags.calls.split(',').includes(call.name));
if (selected.length === 0) {
  console.error(`--calls names none of: ${callNames}`);
  process.exit(2);
}

// Child processes: stopped however the benchmark ends.
const children: ChildProcess[] = [];
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
setTimeout(() => {
  console.error(`bench:mock: still running after ${timeoutSeconds} s; stopping (lower --requests?)`);
  process.exit(1);
}, timeoutSeconds * 1000).unref();

type Target = { label: 'fake' | 'bare'; port: number; pid: number };
/** Starts a TypeScript child and resolves when it says which port it listens on. */
function startChild(label: Target['label'], args: string[]): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: new URL('..', import.meta.url), stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (text: Buffer) => {
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec((output += text.toString()))?.[1];
      if (port) resolve({ label, port: Number(port), pid: child.pid! });
    });
    child.once('exit', (code, signal) => reject(new Error(`${args[0]} exited (${signal ?? code}) before listening`)));
  });
}

/** CPU time (ns) the main thread of a process has used so far; NaN where /proc is missing. */
const mainThreadCpuNs = (pid: number): number => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
};

const failures: string[] = [];
/** Logins the fake backend has answered: each opens a session it keeps. */
let fakeLogins = 0;

/** `amount` requests at `concurrency` by autocannon: each response's latency (ms) and the wall time. */
async function load(target: Target, what: string, requests: autocannon.Request[], concurrency: number, amount: number) {
  const latenciesMs: number[] = [];
  const started = performance.now();
  let lastAnswer = started;
  const options = {
    url: `http://127.0.0.1:${target.port}`,
    connections: Math.min(concurrency, amount),
    amount,
    requests,
    timeout: 15,
    // autocannon looks whether the amount is done at each sample: every 10 ms, not every second.
    sampleInt: 10,
    verifyBody: (body: unknown) => envelopeFailure(200, String(body)) === null,
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done))).on('response', (_client, _status, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
      lastAnswer = performance.now();
    });
  });
  const failed = result.non2xx + result.errors + result.mismatches;
  if (failed > 0) failures.push(`${target.label} ${what} c${concurrency}: ${failed} of ${amount} failed (non-2xx ${result.non2xx}, errors ${result.errors}, wrong envelope ${result.mismatches})`);
  if (target.label === 'fake' && requests[0]!.path === LOGIN_PATH) fakeLogins += latenciesMs.length;
  return { latenciesMs, elapsedMs: lastAnswer - started };
}

/** One call at one concurrency against both servers: warm-ups (which open the connections), then alternating rounds. */
async function measurePair(targets: readonly Target[], call: string, benchRequest: BenchRequest, concurrency: number) {
  const cells = targets.map((target) => ({ target, latenciesMs: [] as number[], elapsedMs: 0, cpuNs: 0 }));
  for (const { target } of cells) await load(target, call, [benchRequest], concurrency, Math.max(warmup, 2 * concurrency));
  for (let round = 0; round < rounds; round += 1) {
    const amount = Math.floor(requestsPerCell / rounds) + (round < requestsPerCell % rounds ? 1 : 0);
    for (const cell of cells) {
      const cpuBefore = mainThreadCpuNs(cell.target.pid);
      const { latenciesMs, elapsedMs } = await load(cell.target, call, [benchRequest], concurrency, amount);
      cell.cpuNs += mainThreadCpuNs(cell.target.pid) - cpuBefore;
      cell.latenciesMs.push(...latenciesMs);
      cell.elapsedMs += elapsedMs;
    }
  }
  const [fake, bare] = cells.map((cell) => summarize(cell.latenciesMs, cell.elapsedMs, cell.cpuNs));
  return { call, fake: fake!, bare: bare! };
}

/** One request by fetch: its envelope's data, or an error unless it succeeded. */
async function send(target: Target, { method, path, headers, body }: BenchRequest): Promise<unknown> {
  const answer = await fetch(`http://127.0.0.1:${target.port}${path}`, { method, headers, body });
  const text = await answer.text();
  const failure = envelopeFailure(answer.status, text);
  if (failure) throw new Error(`${target.label} ${path}: ${failure}`);
  return (JSON.parse(text) as { data: unknown }).data;
}
const freshSession = async (): Promise<Session> => {
  fakeLogins += 1;
  return (await send(fake, login(DEMO_LOGIN.account))) as Session;
};

const started = performance.now();
const fake = await startChild('fake', ['mocks/serve.ts', '--host', '127.0.0.1', '--port', '0', '--seed', String(seed)]);
const bare = await startChild('bare', ['scripts/bench-bare-server.ts', `http://127.0.0.1:${fake.port}`]);
console.log(
  `bench:mock  node ${process.versions.node}  autocannon  seed ${seed}  ${requestsPerCell} requests per cell in ${rounds} rounds ` +
    `alternating fake and bare, after ${warmup} warm-up each (at least 2 per connection)  keep-alive  127.0.0.1\n` +
    'fake = mocks/serve.ts, bare = replay of its answers; latency in ms at the client (request sent → last byte); ratio = fake/bare;\n' +
    "cpu = µs of CPU time of the server process's main thread per request (from /proc; NaN elsewhere);\n" +
    'memberCardALL (N sessions): its token is the newest of the N sessions the fake backend has opened',
);
const session = await freshSession();
// The bare server keeps the fake backend's answer to the first request of each kind: make them now.
for (const call of selected) {
  await send(bare, call.build(session));
  if (call.name === 'login') fakeLogins += 1;
}
for (const concurrency of concurrencies) {
  const rows = [];
  for (const call of selected) {
    const benchRequest = call.build(call.member ? await freshSession() : session);
    const name = call.member ? `${call.name} (${fakeLogins} sessions)` : call.name;
    rows.push(await measurePair([fake, bare], name, benchRequest, concurrency));
  }
  console.log(`\nconcurrency ${concurrency}`);
  console.table(benchTable(rows, concurrency === 1 ? TARGET_P95_RATIO : Number.POSITIVE_INFINITY));
}

const member = selected.find((call) => call.member);
if (member && logins > 0) {
  // The session store must not slow down as sessions pile up: the member call at concurrency 1,
  // with a fresh token, before and after the logins, spread over every seeded member.
  const before = await measurePair([fake, bare], `after ${fakeLogins + 1} logins`, member.build(await freshSession()), 1);
  const accounts = generateMembers(seed, Date.now()).map((record) => record.account);
  let next = 0;
  const pileStarted = performance.now();
  const rotating = { ...login(DEMO_LOGIN.account), setupRequest: (sent: autocannon.Request) => ({ ...sent, ...login(accounts[next++ % accounts.length]!) }) };
  await load(fake, 'pile-up login', [rotating], 50, logins);
  const pileSeconds = (performance.now() - pileStarted) / 1000;
  const after = await measurePair([fake, bare], `after ${fakeLogins + 1} logins`, member.build(await freshSession()), 1);
  console.log(`\n${member.name} at concurrency 1, before and after ${logins} logins of ${accounts.length} members (${pileSeconds.toFixed(1)} s at concurrency 50)`);
  console.table(benchTable([before, after]));
}

if (concurrencies.includes(1)) console.log(`\n* p95 above ${TARGET_P95_RATIO}x the bare server at concurrency 1 (the target)`);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) console.error(`\nrequests failed:\n  ${failures.slice(0, 10).join('\n  ')}`);
process.exit(failures.length > 0 ? 1 : 0);

/**
 * `npm run bench:mock [-- --requests 2000 --warmup 200 --rounds 5 --concurrency 1,50 --calls login,award/0
 *   --logins 100000 --seed 1 --timeout-seconds 150 --verbose]` (`--help` lists the calls)
 *
 * How much the fake backend itself costs per call. Starts two child processes on 127.0.0.1:
 * - the fake backend (mocks/serve.ts, as `npm run mock:serve` runs it, on a free port);
 * - a bare node:http server that replays, byte for byte (status, content type, body), what the
 *   fake backend answered to each request (recorded first, one request each).
 * Then loads both with the same requests at each concurrency over keep-alive connections
 * (warm-up first, then a bounded number of requests per cell) and prints, per concurrency, the
 * latency percentiles and throughput of both and their ratio; then measures the member call once
 * more after `--logins` logins spread over every seeded member. A benchmark, not a test: numbers
 * vary with the machine. Exits 1 if any request failed (HTTP status not 200, or envelope code
 * not 100), and always stops its children.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from '../mocks/db/demo-member';
import { generateMembers } from '../mocks/db/seed-members';
import type { BareServerMessage, Recording } from './bench-bare-server';
import { envelopeFailure, formatBenchTable, requestKey, runPool, summarize, type BenchRow } from './bench-lib';

const HOST = '127.0.0.1';
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
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const wholeNumber = (name: string, text: string, min: number): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} takes a whole number of at least ${min} (got "${text}")`);
    process.exit(2);
  }
  return value;
};
const requestsPerCell = wholeNumber('requests', flags.requests, 1);
const warmupPerCell = wholeNumber('warmup', flags.warmup, 0);
const rounds = Math.min(wholeNumber('rounds', flags.rounds, 1), requestsPerCell);
const concurrencies = flags.concurrency.split(',').map((text) => wholeNumber('concurrency', text.trim(), 1));
const seed = wholeNumber('seed', flags.seed, 0);
const timeoutSeconds = wholeNumber('timeout-seconds', flags['timeout-seconds'], 1);
/** Logins piled up before the member call is measured once more (0 skips that part). */
const pileUpLogins = wholeNumber('logins', flags.logins, 0);

// ---------------------------------------------------------------------------------------------
// The requests

interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

interface BenchCall {
  name: string;
  /** Built once the login's token and member id are known. */
  build(session: { token: string; memberId: number }): BenchRequest;
  /**
   * Member calls log in afresh before each concurrency, so their token is the newest session,
   * as for someone who has just logged in (the login cells before them add sessions).
   */
  member?: true;
}

const form = (path: string, fields: Record<string, string | number>, headers: Record<string, string> = {}) => (): BenchRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: Buffer.from(new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString()),
});

const json = (path: string, fields: Record<string, unknown>) => (): BenchRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(fields)),
});

const LOGIN_PATH = '/rps/login';
const LOGIN_CALL: BenchCall = {
  name: 'login',
  build: form(LOGIN_PATH, { username: DEMO_LOGIN.account, password: DEMO_PASSWORD_HASH }),
};

const CALLS: BenchCall[] = [
  {
    name: 'officialNewsList',
    build: form('/rpi/websitenews/officialNewsList', { category: 0, title: '', countryId: COUNTRY_ID, pageNum: 1, pageSize: 10 }),
  },
  { name: 'newShop', build: form('/rpi/websiteshop/newShop', { countryId: COUNTRY_ID, shopName: '', pageNum: 1, pageSize: 10 }) },
  {
    name: 'specialColumnList',
    build: json('/rpi/special/specialColumnList', { countryId: COUNTRY_ID, title: '', pageNum: 1, pageSize: 10 }),
  },
  {
    name: 'activity/list',
    build: json('/rpi/activity/list', {
      title: '',
      year: null,
      month: null,
      type: null,
      countryId: COUNTRY_ID,
      pageNum: 1,
      pageSize: 10,
    }),
  },
  LOGIN_CALL,
  {
    name: 'memberCardALL',
    member: true,
    build: ({ token, memberId }) =>
      form('/rpi/websitsMember/memberCardALL', { memberId }, { authorization: token })(),
  },
  { name: 'gameRanking/400', build: form('/rpi/webranking/gameRanking', { gameType: 400 }) },
  { name: 'award/0', build: form('/rpi/webranking/award', { awardType: 0 }) },
];

if (flags.help) {
  console.log(
    'npm run bench:mock -- [--requests N] [--warmup N] [--rounds N] [--concurrency 1,50] [--calls a,b] [--seed N]\n' +
      '                      [--logins N (100000; 0 skips)] [--timeout-seconds N] [--verbose]\n' +
      `calls: ${CALLS.map((call) => call.name).join(', ')}`,
  );
  process.exit(0);
}
const selected = flags.calls === '' ? CALLS : CALLS.filter((call) => flags.calls.split(',').includes(call.name));
if (selected.length === 0) {
  console.error(`--calls names none of: ${CALLS.map((call) => call.name).join(', ')}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// HTTP client

interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

function send(port: number, agent: Agent, call: BenchRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: HOST,
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: { 'accept-language': 'en', 'content-length': String(call.body.byteLength), ...call.headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.setTimeout(15_000, () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

// ---------------------------------------------------------------------------------------------
// Child processes: always stopped, whatever happens

const children = new Set<ChildProcess>();

function startChild(args: string[], withIpc: boolean): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    stdio: withIpc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
    ...(withIpc ? { serialization: 'advanced' as const } : {}),
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChildren(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 3000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function finish(code: number): Promise<never> {
  await stopChildren();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void finish(130));
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error) => {
    console.error('bench:mock failed:', error);
    void finish(1);
  });
}
// Last resort (process.exit from anywhere): no child outlives the benchmark.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
setTimeout(() => {
  console.error(`bench:mock: still running after ${timeoutSeconds} s; stopping (lower --requests?)`);
  void finish(1);
}, timeoutSeconds * 1000).unref();

/** Starts mocks/serve.ts on a free port and resolves with that port once it says it listens. */
function startFakeBackend(): Promise<{ port: number; pid: number | undefined }> {
  const child = startChild(['mocks/serve.ts', '--host', HOST, '--port', '0', '--seed', String(seed)], false);
  return new Promise((resolve, reject) => {
    let buffered = '';
    let port: number | null = null;
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      if (flags.verbose) process.stdout.write(`[fake backend] ${text}`);
      if (port !== null) return;
      buffered += text;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(buffered);
      if (match) {
        port = Number(match[1]);
        resolve({ port, pid: child.pid });
      }
    });
    child.once('exit', (code, signal) => reject(new Error(`the fake backend exited (${signal ?? code}) before listening`)));
  });
}

/** Starts the replay server with the recordings and resolves with its port. */
function startBareServer(recordings: Map<string, Recording>): Promise<{ port: number; pid: number | undefined }> {
  const child = startChild(['scripts/bench-bare-server.ts'], true);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ port: message.port, pid: child.pid }));
    child.once('exit', (code, signal) => reject(new Error(`the bare server exited (${signal ?? code}) before listening`)));
    child.send({ recordings: [...recordings] } satisfies BareServerMessage);
  });
}

// ---------------------------------------------------------------------------------------------
// The run

const failures: string[] = [];
/** Logins the fake backend has answered: each opens a session it keeps. */
let fakeLogins = 0;
let failureCount = 0;
const noteFailure = (what: string) => {
  failureCount += 1;
  if (failures.length < 10) failures.push(what);
};

/** CPU time (ns) the main thread of a process has used so far; null where /proc is missing. */
async function mainThreadCpuNs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    return Number((await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ')[0]);
  } catch {
    return null;
  }
}

interface Target {
  label: string;
  port: number;
  pid: number | undefined;
}

/**
 * One call at one concurrency against both servers: a warm-up of each, then the measured
 * requests in `rounds` alternating chunks (fake, bare, fake, …), so that both meet the same
 * background load of a shared machine.
 */
async function measurePair(targets: readonly [Target, Target], name: string, call: BenchRequest, concurrency: number) {
  const cells = targets.map((target) => ({
    target,
    agent: new Agent({ keepAlive: true, maxSockets: concurrency }),
    latenciesMs: [] as number[],
    elapsedMs: 0,
    cpuNs: 0 as number | null,
  }));
  const once = (cell: (typeof cells)[number]) => async () => {
    try {
      const answer = await send(cell.target.port, cell.agent, call);
      if (cell.target.label === 'fake' && call.path === LOGIN_PATH) fakeLogins += 1;
      const failure = envelopeFailure(answer.status, answer.body.toString('utf8'));
      if (failure) noteFailure(`${cell.target.label} ${name} c${concurrency}: ${failure}`);
    } catch (error) {
      noteFailure(`${cell.target.label} ${name} c${concurrency}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  try {
    // Warm-up opens the keep-alive connections (at least two requests each) and warms the JIT.
    for (const cell of cells) await runPool({ concurrency, total: Math.max(warmupPerCell, 2 * concurrency) }, once(cell));
    for (let round = 0; round < rounds; round += 1) {
      const total = Math.floor(requestsPerCell / rounds) + (round < requestsPerCell % rounds ? 1 : 0);
      for (const cell of cells) {
        const cpuBefore = await mainThreadCpuNs(cell.target.pid);
        const { latenciesMs, elapsedMs } = await runPool({ concurrency, total }, once(cell));
        const cpuAfter = await mainThreadCpuNs(cell.target.pid);
        cell.latenciesMs.push(...latenciesMs);
        cell.elapsedMs += elapsedMs;
        cell.cpuNs = cpuBefore === null || cpuAfter === null || cell.cpuNs === null ? null : cell.cpuNs + cpuAfter - cpuBefore;
      }
    }
    const [fake, bare] = cells.map((cell) => ({
      ...summarize(cell.latenciesMs, cell.elapsedMs),
      cpuUsPerRequest: cell.cpuNs === null ? Number.NaN : cell.cpuNs / 1000 / cell.latenciesMs.length,
    }));
    return { fake: fake!, bare: bare! };
  } finally {
    for (const cell of cells) cell.agent.destroy();
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const fake = await startFakeBackend();

  // Record: each request once against the fake backend (login first: the member call needs its token).
  const recordAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const loginRequest = LOGIN_CALL.build({ token: '', memberId: 0 });
  const loginAnswer = await send(fake.port, recordAgent, loginRequest);
  fakeLogins += 1;
  const loginFailure = envelopeFailure(loginAnswer.status, loginAnswer.body.toString('utf8'));
  if (loginFailure) {
    console.error(`bench:mock: the demo login failed (${loginFailure})`);
    return 1;
  }
  const sessionOf = (answer: Answer) =>
    (JSON.parse(answer.body.toString('utf8')) as { data: { token: string; memberId: number } }).data;
  const { token, memberId } = sessionOf(loginAnswer);

  const requests = new Map(selected.map((call) => [call.name, call.build({ token, memberId })]));
  const recordings = new Map<string, Recording>();
  for (const [name, call] of requests) {
    const answer = name === LOGIN_CALL.name ? loginAnswer : await send(fake.port, recordAgent, call);
    const failure = envelopeFailure(answer.status, answer.body.toString('utf8'));
    if (failure) {
      console.error(`bench:mock: ${name} failed while recording (${failure})`);
      return 1;
    }
    recordings.set(requestKey(call.method, call.path, call.body.toString('utf8')), {
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
    });
  }
  recordAgent.destroy();
  const bare = await startBareServer(recordings);
  const targets = [
    { label: 'fake', port: fake.port, pid: fake.pid },
    { label: 'bare', port: bare.port, pid: bare.pid },
  ] as const;

  console.log(
    `bench:mock  node ${process.versions.node}  seed ${seed}  ${requestsPerCell} requests per cell in ${rounds} rounds ` +
      `alternating fake and bare, after ${warmupPerCell} warm-up each (at least 2 per connection)  keep-alive  127.0.0.1`,
  );
  console.log(
    'fake = mocks/serve.ts, bare = replay of its recorded answers; latency in ms at the client (request sent → last byte);\n' +
      'cpu us/req = CPU time of the server process\'s main thread per request (from /proc; "-" elsewhere)',
  );
  const notes: string[] = [];
  for (const concurrency of concurrencies) {
    const rows: BenchRow[] = [];
    for (const [name, recorded] of requests) {
      let call = recorded;
      if (selected.find((candidate) => candidate.name === name)?.member) {
        // The bare server's key leaves the Authorization header out, so its recording still fits.
        const agent = new Agent({ keepAlive: false });
        const answer = await send(fake.port, agent, loginRequest);
        agent.destroy();
        fakeLogins += 1;
        notes.push(`${name} c${concurrency}: its token is the newest of the ${fakeLogins} sessions the fake backend has opened`);
        const failure = envelopeFailure(answer.status, answer.body.toString('utf8'));
        if (failure) noteFailure(`fake login before ${name} c${concurrency}: ${failure}`);
        else call = selected.find((candidate) => candidate.name === name)!.build(sessionOf(answer));
      }
      rows.push({ call: name, ...(await measurePair(targets, name, call, concurrency)) });
    }
    console.log(`\nconcurrency ${concurrency}`);
    console.log(formatBenchTable(rows, concurrency === 1 ? TARGET_P95_RATIO : Number.POSITIVE_INFINITY));
  }
  const member = selected.find((call) => call.member);
  if (member && pileUpLogins > 0) {
    // The session store must not slow down as sessions pile up: the member call at concurrency 1,
    // with a fresh token, before and after `pileUpLogins` logins spread over every seeded member.
    const freshCall = async () => {
      const agent = new Agent({ keepAlive: false });
      const answer = await send(fake.port, agent, loginRequest);
      agent.destroy();
      fakeLogins += 1;
      return member.build(sessionOf(answer));
    };
    const beforeCall = await freshCall();
    const loginsBefore = fakeLogins;
    const before = await measurePair(targets, member.name, beforeCall, 1);
    const accounts = generateMembers(seed, Date.now()).map((record) => record.account);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    let next = 0;
    const pileStarted = performance.now();
    await runPool({ concurrency: 50, total: pileUpLogins }, async () => {
      const account = accounts[next++ % accounts.length]!;
      const answer = await send(fake.port, agent, form(LOGIN_PATH, { username: account, password: DEMO_PASSWORD_HASH })());
      fakeLogins += 1;
      const failure = envelopeFailure(answer.status, answer.body.toString('utf8'));
      if (failure) noteFailure(`pile-up login of ${account}: ${failure}`);
    });
    agent.destroy();
    const pileSeconds = (performance.now() - pileStarted) / 1000;
    const after = await measurePair(targets, member.name, await freshCall(), 1);
    console.log(`
${member.name} at concurrency 1, before and after ${pileUpLogins} logins of ${accounts.length} members (${pileSeconds.toFixed(1)} s at concurrency 50)`);
    console.log(
      formatBenchTable([
        { call: `after ${loginsBefore} logins`, ...before },
        { call: `after ${fakeLogins} logins`, ...after },
      ]),
    );
  }

  console.log('');
  if (concurrencies.includes(1)) console.log(`* p95 above ${TARGET_P95_RATIO}x the bare server at concurrency 1 (the target)`);
  for (const note of notes) console.log(note);
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  if (failureCount > 0) {
    console.error(`\n${failureCount} request(s) failed; first ones:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error('bench:mock failed:', error);
}
await finish(exitCode);

/**
 * Provider verification of every pact in contracts/pacts/.
 *
 *   npm run contracts:verify                                   # against the fake backend (mocks/http.ts)
 *   npm run contracts:verify -- --provider-base-url https://api.example.com [--states-url https://…/states]
 *
 * Env equivalents: PACT_PROVIDER_BASE_URL, PACT_PROVIDER_STATES_URL, PACT_LOG_LEVEL.
 * Exits non-zero when an interaction fails or there is no pact to verify.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { MOCK_PATHS } from '@mocks/mock-paths';

type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';
type JsonObject = Record<string, unknown>;

export interface VerifyPactsOptions {
  /** Folder of pact files; default contracts/pacts/. */
  pactDir?: string;
  /** Origin of a real provider. Without it the fake backend is started and verified. */
  providerBaseUrl?: string;
  /** Provider-state endpoint of a real provider; without it states are skipped (with a warning). */
  statesUrl?: string;
  /** Log level of Pact's verifier and proxy; default `warn`. */
  logLevel?: LogLevel;
  /** Where summary lines go; default console.log. */
  log?: (line: string) => void;
}

export interface InteractionFailure {
  interaction: string;
  reason: string;
}

export interface PactVerification {
  file: string;
  consumer: string;
  provider: string;
  interactions: number;
  passed: number;
  failed: number;
  failures: InteractionFailure[];
}

export interface VerificationSummary {
  passed: number;
  failed: number;
  pacts: PactVerification[];
}

const contractsDir = dirname(fileURLToPath(import.meta.url));
const DEFAULT_PACT_DIR = join(contractsDir, 'pacts');

interface ProviderStateRef {
  name: string;
  params?: JsonObject;
}

interface PactInteraction {
  description: string;
  providerStates: ProviderStateRef[];
}

interface PactFile {
  file: string;
  consumer: string;
  provider: string;
  interactions: PactInteraction[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nameOf = (value: unknown, fallback: string): string =>
  isObject(value) && typeof value.name === 'string' ? value.name : fallback;

function readPact(file: string): PactFile {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(raw) || !Array.isArray(raw.interactions)) throw new Error(`${file} is not a pact file`);
  const interactions = raw.interactions.filter(isObject).map((interaction): PactInteraction => {
    // Pact V2 has a single `providerState`, V3+ a list of `providerStates`.
    const states: unknown[] = Array.isArray(interaction.providerStates)
      ? interaction.providerStates
      : typeof interaction.providerState === 'string'
        ? [{ name: interaction.providerState }]
        : [];
    return {
      description: String(interaction.description),
      providerStates: states.filter(isObject).map((state) => ({
        name: String(state.name),
        ...(isObject(state.params) ? { params: state.params } : {}),
      })),
    };
  });
  return { file, consumer: nameOf(raw.consumer, '?'), provider: nameOf(raw.provider, '?'), interactions };
}

export function findPactFiles(pactDir: string = DEFAULT_PACT_DIR): string[] {
  let entries: string[];
  try {
    entries = readdirSync(pactDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => resolve(pactDir, entry));
}

/* ------------------------------------------------------------------------------------------ */
/* The JS Verifier puts an express proxy between the Rust verifier and the provider. Its body  */
/* parsers turn a form body into an object, which the proxy forwards as JSON with the form's   */
/* old Content-Length (STACK-NOTES "Pact JS 17"). This filter turns a parsed form back into    */
/* form bytes, and makes the length of a parsed JSON body match what the proxy will send.      */
/* ------------------------------------------------------------------------------------------ */

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

const appendForm = (form: URLSearchParams, key: string, value: unknown): void => {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendForm(form, key, item);
  } else if (isObject(value)) {
    // `a[b]=1` comes back from the extended (qs) parser as `{ a: { b: '1' } }`.
    for (const [child, item] of Object.entries(value)) appendForm(form, `${key}[${child}]`, item);
  } else {
    form.append(key, value === null ? '' : String(value));
  }
};

export const encodeFormBody = (body: JsonObject): string => {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) appendForm(form, key, value);
  return form.toString();
};

export function reencodeParsedBody(req: ProxiedRequest, _res: unknown, next: () => void): void {
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  const { body } = req;
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) {
    if (contentType.startsWith('application/x-www-form-urlencoded') && isObject(body)) {
      const bytes = Buffer.from(encodeFormBody(body), 'utf8');
      req.body = bytes;
      req.headers['content-length'] = String(bytes.length);
    } else if (contentType.includes('json')) {
      // Left an object: the proxy's own provider-state route reads it. The proxy re-serialises it.
      req.headers['content-length'] = String(Buffer.byteLength(JSON.stringify(body), 'utf8'));
    }
  }
  next();
}

/* ------------------------------------------------------------------------------------------ */
/* Provider states: every state of the pact is forwarded to the provider's state endpoint as   */
/* `{ state, params, action }` (the body docs/INTERFACES.md documents).                         */
/* ------------------------------------------------------------------------------------------ */

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

type StateValues = Awaited<ReturnType<Extract<StateHandlers[string], (...args: never[]) => unknown>>>;

/** A state endpoint may answer values to inject into requests (`fromProviderState`); anything else is ignored. */
const stateValues = (text: string): StateValues => {
  try {
    const values: unknown = JSON.parse(text);
    return isObject(values) ? (values as StateValues) : undefined;
  } catch {
    return undefined;
  }
};

/** Identifies a state with its params whatever their key order (the pact file and the verifier may differ). */
const stateKey = (name: string, params: unknown): string =>
  `${name} ${JSON.stringify(Object.entries(isObject(params) ? params : {}).sort(([a], [b]) => a.localeCompare(b)))}`;

const stateNames = (pact: PactFile): string[] => [
  ...new Set(pact.interactions.flatMap((interaction) => interaction.providerStates.map((state) => state.name))),
];

/** No provider-state endpoint: every state is acknowledged and nothing is set up (warned about once). */
const skippedStateHandlers = (pact: PactFile): StateHandlers =>
  Object.fromEntries(stateNames(pact).map((name) => [name, async () => undefined]));

function forwardingStateHandlers(
  pact: PactFile,
  statesUrl: string,
  failedStates: Map<string, string>,
): StateHandlers {
  const post = async (state: string, params: unknown, action: 'setup' | 'teardown') => {
    try {
      const response = await fetch(statesUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: isObject(params) ? params : {}, action }),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
      return stateValues(text);
    } catch (error) {
      const reason = `provider state "${state}" (${action}) failed at ${statesUrl}: ${error instanceof Error ? error.message : String(error)}`;
      if (action === 'setup') failedStates.set(stateKey(state, params), reason);
      throw new Error(reason, { cause: error });
    }
  };
  return Object.fromEntries(
    stateNames(pact).map((name) => [
      name,
      { setup: (params) => post(name, params, 'setup'), teardown: (params) => post(name, params, 'teardown') },
    ]),
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Results                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * Pact core's JSON report (`pactffi_verifier_json`) lists failed interactions under `errors`,
 * each named "Verifying a pact between … Given <state> - <description>". Undefined when the
 * text is not such a report (the verifier could not run at all).
 */
function failuresFromReport(report: string, pact: PactFile): InteractionFailure[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(report);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || !Array.isArray(parsed.errors)) return undefined;
  // Longest description first, so "x" never claims the failure of "… - y x".
  const descriptions = pact.interactions.map((interaction) => interaction.description).sort((a, b) => b.length - a.length);
  return parsed.errors.filter(isObject).map((error) => {
    const name = String(error.interaction ?? '?');
    const mismatch = isObject(error.mismatch) ? error.mismatch : {};
    const mismatches = Array.isArray(mismatch.mismatches) ? mismatch.mismatches.filter(isObject) : [];
    const reason = mismatches.length
      ? mismatches.map((item) => [item.path, item.mismatch].filter(Boolean).join(' ')).join('; ')
      : String(mismatch.message ?? mismatch.type ?? JSON.stringify(error.mismatch));
    return { interaction: descriptions.find((description) => name.endsWith(description)) ?? name, reason };
  });
}

async function verifyOne(
  pact: PactFile,
  providerBaseUrl: string,
  statesUrl: string | undefined,
  logLevel: LogLevel,
): Promise<PactVerification> {
  const failedStates = new Map<string, string>();
  const verifier = new Verifier({
    provider: pact.provider,
    providerBaseUrl,
    pactUrls: [pact.file],
    requestFilter: reencodeParsedBody,
    stateHandlers: statesUrl ? forwardingStateHandlers(pact, statesUrl, failedStates) : skippedStateHandlers(pact),
    logLevel,
  });

  let report: string;
  let rejected = false;
  try {
    report = await verifier.verifyProvider();
  } catch (error) {
    rejected = true;
    report = error instanceof Error ? error.message : String(error);
  }

  const { file, consumer, provider } = pact;
  const interactions = pact.interactions.length;
  const reported = failuresFromReport(report, pact);
  if (!reported && rejected) {
    // Nothing was verified (bad arguments, provider unreachable before the first request, …).
    const failures = [{ interaction: '(all)', reason: report }];
    return { file, consumer, provider, interactions, passed: 0, failed: interactions, failures };
  }

  const failures = reported ?? [];
  // A state that could not be set up fails its interactions even if the answer happened to match.
  for (const interaction of pact.interactions) {
    for (const state of interaction.providerStates) {
      const reason = failedStates.get(stateKey(state.name, state.params));
      if (reason) failures.push({ interaction: interaction.description, reason });
    }
  }
  const named = Math.min(interactions, new Set(failures.map((failure) => failure.interaction)).size);
  // A rejected run always counts as a failure, even if the report named no interaction.
  const failed = rejected ? Math.max(named, 1) : named;
  return { file, consumer, provider, interactions, passed: interactions - failed, failed, failures };
}

/* ------------------------------------------------------------------------------------------ */

interface Target {
  providerBaseUrl: string;
  statesUrl: string | undefined;
  description: string;
  close(): Promise<void>;
}

async function startTarget(options: VerifyPactsOptions, pacts: PactFile[], log: (line: string) => void): Promise<Target> {
  if (options.providerBaseUrl) {
    const providerBaseUrl = options.providerBaseUrl.replace(/\/+$/, '');
    if (!options.statesUrl) {
      const states = [...new Set(pacts.flatMap(stateNames))].map((name) => `"${name}"`).join(', ');
      log(
        'WARNING: no --states-url given, so provider states are SKIPPED: nothing sets up ' +
          `${states}. Each interaction is checked against whatever data the provider has now, and ` +
          'one that needs a particular state (no news, a locked account, an expired session) may fail for that reason alone.',
      );
    }
    return { providerBaseUrl, statesUrl: options.statesUrl, description: providerBaseUrl, close: async () => {} };
  }
  const { startMockHttpServer } = await import('@mocks/http');
  const server = await startMockHttpServer({ port: 0, providerStates: true });
  const providerBaseUrl = server.url.replace(/\/+$/, '');
  return {
    providerBaseUrl,
    statesUrl: `${providerBaseUrl}/${MOCK_PATHS.providerStates}`,
    description: `the fake backend at ${providerBaseUrl}`,
    close: () => server.close(),
  };
}

/** Verifies every pact of `pactDir`; resolves with the counts, never throws for a failed interaction. */
export async function verifyPacts(options: VerifyPactsOptions = {}): Promise<VerificationSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const logLevel = options.logLevel ?? 'warn';
  const pactDir = options.pactDir ?? DEFAULT_PACT_DIR;
  const files = findPactFiles(pactDir);
  if (files.length === 0) {
    throw new Error(`No pact files in ${pactDir}: run the consumer tests first (npm run test:contracts).`);
  }
  const pacts = files.map(readPact);

  const target = await startTarget(options, pacts, log);
  const results: PactVerification[] = [];
  try {
    log(`Verifying ${pacts.length} pact(s) against ${target.description}`);
    for (const pact of pacts) {
      const started = performance.now();
      const result = await verifyOne(pact, target.providerBaseUrl, target.statesUrl, logLevel);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      results.push(result);
      log(
        `${result.failed === 0 ? 'PASS' : 'FAIL'} ${result.consumer} -> ${result.provider} (${basename(result.file)}): ` +
          `${result.interactions} interactions, ${result.passed} verified, ${result.failed} failed [${seconds}s]`,
      );
      for (const failure of result.failures) log(`  - ${failure.interaction}: ${failure.reason}`);
    }
  } finally {
    await target.close();
  }

  return {
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    pacts: results,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* CLI                                                                                         */
/* ------------------------------------------------------------------------------------------ */

const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error'];
const toLogLevel = (value: string | undefined): LogLevel | undefined =>
  LOG_LEVELS.find((level) => level === value?.toLowerCase());

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'provider-base-url': { type: 'string' },
      'states-url': { type: 'string' },
      'pact-dir': { type: 'string' },
      'log-level': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'Usage: npm run contracts:verify -- [--provider-base-url <origin>] [--states-url <url>] [--pact-dir <dir>] [--log-level <level>]',
    );
    return 0;
  }
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const providerBaseUrl = values['provider-base-url'] ?? process.env.PACT_PROVIDER_BASE_URL;
  const statesUrl = values['states-url'] ?? process.env.PACT_PROVIDER_STATES_URL;
  const logLevel = toLogLevel(values['log-level'] ?? process.env.PACT_LOG_LEVEL);

  const started = performance.now();
  const summary = await verifyPacts({
    ...(providerBaseUrl ? { providerBaseUrl } : {}),
    ...(statesUrl ? { statesUrl } : {}),
    ...(values['pact-dir'] ? { pactDir: resolve(values['pact-dir']) } : {}),
    ...(logLevel ? { logLevel } : {}),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Provider verification: ${summary.passed} passed, ${summary.failed} failed (${seconds}s)`);
  return summary.failed === 0 ? 0 : 1;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

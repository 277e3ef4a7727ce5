import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV3, type PactV3Options } from '@pact-foundation/pact';

const { nullValue, regex, string } = MatchersV3;

export const CONSUMER = 'darts-portal-web';
export const PROVIDER = 'darts-network-api';

const contractsDir = dirname(dirname(fileURLToPath(import.meta.url)));
/**
 * Generated pacts (committed): one file for the consumer/provider pair, all domains merged.
 * PACT_DIR writes them elsewhere, so a partial run (one test file) leaves the committed pact alone;
 * verify that folder with `npm run contracts:verify -- --pact-dir <dir>`.
 */
export const PACT_DIR = process.env.PACT_DIR ? resolve(process.env.PACT_DIR) : join(contractsDir, 'pacts');

/** The UI language every interaction sends (the English-speaking country, 617, is used throughout). */
export const LANGUAGE = 'en';
export const COUNTRY_ID = 617;

/** The demo member of every seed and scenario of the fake backend. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'darts123';
/**
 * MD5("darts123" + "kitekey") in uppercase hex, written out rather than computed so the pact
 * pins the backend's legacy wire format independently of the app's `hashPassword`.
 */
export const DEMO_PASSWORD_HASH = 'FD4F346B3D4348DCDCB288498BE1CD60';

const RUN_MARKER = join(PACT_DIR, '.vitest-run');

/**
 * Empties contracts/pacts/ once per Vitest run, so interactions a test no longer declares
 * never linger in the pact. Every test file calls it in `beforeAll`; the files run in forks of
 * one Vitest process, so the parent pid identifies the run and only the first file clears.
 */
export function clearPactsOncePerRun(): void {
  const runId = String(process.ppid);
  let previous: string | undefined;
  try {
    previous = readFileSync(RUN_MARKER, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === runId) return;
  rmSync(PACT_DIR, { recursive: true, force: true });
  mkdirSync(PACT_DIR, { recursive: true });
  writeFileSync(RUN_MARKER, runId);
}

const logLevels = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = NonNullable<PactV3Options['logLevel']>;
const isLogLevel = (value: string | undefined): value is LogLevel => logLevels.some((level) => level === value);

/** A fresh pact builder; interactions of every test merge into the one pact file. */
export function createPact(): PactV3 {
  const level = process.env.PACT_LOG_LEVEL;
  return new PactV3({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    logLevel: isLogLevel(level) ? level : 'error',
  });
}

const FORM = 'application/x-www-form-urlencoded';

/** Headers the app's client sends with a call: JSON wanted, the UI language, the raw token if any. */
export function requestHeaders(options: { form?: boolean; token?: string } = {}): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': LANGUAGE,
    ...(options.form ? { 'Content-Type': FORM } : {}),
    ...(options.token ? { Authorization: options.token } : {}),
  };
}

/** Every answer is a JSON envelope with HTTP 200; charset parameters are the provider's choice. */
export const jsonResponseHeaders = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};

/** Code 100 envelope around `data`. */
export const success = (data: unknown) => ({ code: 100, msg: string('Success'), data });

/**
 * A failure envelope: the code is the contract, the message is whatever the backend says.
 * `data` is part of every envelope (api-reference section 1) and the client's envelope schema
 * requires the key, so the pact asks for it: null on a failure.
 */
export const failure = (code: number, msg: string) => ({ code, msg: string(msg), data: nullValue() });

/** "YYYY-MM-DD", optionally followed by " HH:mm" or " HH:mm:ss" (the backend's date text). */
export const backendDateText = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$', example);

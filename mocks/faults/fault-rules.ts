import * as z from 'zod/mini';
import { callNameOf } from '../call-names';
import { CallSelectorError, checkCallSelector, selectorRank } from '../call-selector';

/**
 * Latency and faults a developer injects into the fake backend's answers, for one call (by its
 * name in the call definitions, `news.officialNewsList`) or for all (`*`): a delay, then either
 * the answer or a failure. Read from the address (`?faults=`), `mock:serve --faults`, the toolbar
 * and `/__mock/faults`, all through this module.
 */
export type FaultFailure =
  /** An envelope with any code and message, HTTP 200: what a backend refusal looks like. */
  | { kind: 'envelope'; code: number; msg: string }
  /** A bare HTTP failure (500, 503): a proxy or server error before the API answers. */
  | { kind: 'http'; status: number }
  /** No answer at all: the connection fails. */
  | { kind: 'network' }
  /** No answer until the client gives up (the app's calls time out after 15 s). */
  | { kind: 'timeout' };

export interface FaultRule {
  /** A call's name, a domain's calls (`news.*`) or `*` for every call (../call-selector.ts). */
  call: string;
  /** Milliseconds before the answer (or the failure). */
  delayMs: number;
  failure: FaultFailure | null;
}

/**
 * Network profiles by the latency Chromium DevTools adds for them ("3G" and "Slow 3G"; the
 * bandwidth part matters little for answers of a few kilobytes).
 */
export const NETWORK_PROFILES = { '3g': 563, 'slow-3g': 2000 } as const;

/** The message of an injected envelope when none is given. */
export const INJECTED_MESSAGE = 'Injected fault (fake backend)';

export class FaultSyntaxError extends Error {}

const MAX_DELAY_MS = 120_000;
const MAX_MESSAGE_LENGTH = 500;

/** An envelope's message in the text form: percent-encoded, so its commas, colons and pluses stay inside it. */
const readMessage = (encoded: string | undefined): string => {
  if (encoded === undefined) return INJECTED_MESSAGE;
  let message: string;
  try {
    message = decodeURIComponent(encoded);
  } catch {
    throw new FaultSyntaxError(`"${encoded}" is not a percent-encoded message`);
  }
  if (message.length === 0 || message.length > MAX_MESSAGE_LENGTH) throw new FaultSyntaxError(`a message has 1 to ${MAX_MESSAGE_LENGTH} characters`);
  return message;
};

const parseEffect = (effect: string, rule: FaultRule): void => {
  const delay = /^(\d+)ms$/.exec(effect);
  if (delay) {
    rule.delayMs = Math.min(Number(delay[1]), MAX_DELAY_MS);
    return;
  }
  if (effect in NETWORK_PROFILES) {
    rule.delayMs = NETWORK_PROFILES[effect as keyof typeof NETWORK_PROFILES];
    return;
  }
  const http = /^http-([45]\d\d)$/.exec(effect);
  const code = /^code-(\d{1,4})(?:\/(.*))?$/.exec(effect);
  const failure: FaultFailure | null = http
    ? { kind: 'http', status: Number(http[1]) }
    : code
      ? { kind: 'envelope', code: Number(code[1]), msg: readMessage(code[2]) }
      : effect === 'network' || effect === 'timeout'
        ? { kind: effect }
        : null;
  if (!failure) {
    throw new FaultSyntaxError(
      `unknown effect "${effect}": use <n>ms, ${Object.keys(NETWORK_PROFILES).join(', ')}, http-<4xx|5xx>, code-<n>[/<message, percent-encoded>], network or timeout`,
    );
  }
  if (rule.failure) throw new FaultSyntaxError(`"${rule.call}" has two failures: give one`);
  rule.failure = failure;
};

const checkCall = (call: string): string => {
  try {
    return checkCallSelector(call);
  } catch (error) {
    throw error instanceof CallSelectorError ? new FaultSyntaxError(error.message) : error;
  }
};

/**
 * `?faults=` and `--faults`: rules separated by commas, each `<call or *>:<effect>[+<effect>]`,
 * e.g. `*:3g,news.officialNewsList:http-503,account.login:500ms+code-101`. Empty means none. An
 * envelope with a message of its own: `code-102/Down%20for%20maintenance`.
 */
export function parseFaults(text: string): FaultRule[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.lastIndexOf(':');
      if (colon <= 0) throw new FaultSyntaxError(`"${part}" is not <call or *>:<effect>`);
      const rule: FaultRule = { call: checkCall(part.slice(0, colon)), delayMs: 0, failure: null };
      for (const effect of part.slice(colon + 1).split('+')) parseEffect(effect.trim(), rule);
      return rule;
    });
}

const envelopeEffect = ({ code, msg }: { code: number; msg: string }): string =>
  msg === INJECTED_MESSAGE ? `code-${code}` : `code-${code}/${encodeURIComponent(msg)}`;

/** The rules as `parseFaults` reads them back (the toolbar's address, the server's log line). */
export function formatFaults(rules: readonly FaultRule[]): string {
  return rules
    .map(({ call, delayMs, failure }) => {
      const effects = [
        ...(delayMs > 0 ? [`${delayMs}ms`] : []),
        ...(failure === null
          ? []
          : [failure.kind === 'http' ? `http-${failure.status}` : failure.kind === 'envelope' ? envelopeEffect(failure) : failure.kind]),
      ];
      return `${call}:${effects.join('+') || '0ms'}`;
    })
    .join(',');
}

const failureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('envelope'), code: z.int().check(z.minimum(0), z.maximum(9999)), msg: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_MESSAGE_LENGTH))) }),
  z.object({ kind: z.literal('http'), status: z.int().check(z.minimum(400), z.maximum(599)) }),
  z.object({ kind: z.literal('network') }),
  z.object({ kind: z.literal('timeout') }),
]);

const ruleSchema = z.object({
  call: z.string(),
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_DELAY_MS))),
  /** A network profile instead of a delay: `3g`, `slow-3g`. */
  profile: z.optional(z.enum(Object.keys(NETWORK_PROFILES) as [keyof typeof NETWORK_PROFILES])),
  failure: z.optional(z.nullable(failureSchema)),
});

/** `POST /__mock/faults`: `{ "rules": [{ "call": "*", "profile": "3g" }, { "call": "…", "failure": { "kind": "http", "status": 503 } }] }`. */
export function readFaultRules(body: unknown): FaultRule[] {
  const parsed = z.object({ rules: z.array(ruleSchema).check(z.maxLength(100)) }).safeParse(body);
  if (!parsed.success) throw new FaultSyntaxError(`not a list of rules: ${z.prettifyError(parsed.error)}`);
  return parsed.data.rules.map(({ call, delayMs, profile, failure }) => ({
    call: checkCall(call),
    delayMs: profile ? NETWORK_PROFILES[profile] : (delayMs ?? 0),
    failure: failure?.kind === 'envelope' ? { kind: 'envelope', code: failure.code, msg: failure.msg ?? INJECTED_MESSAGE } : (failure ?? null),
  }));
}

/** The rule for a call: its own if there is one, else its domain's (`news.*`), else the `*` rule, else none. */
export const faultFor = (rules: readonly FaultRule[], callName: string): FaultRule | null => {
  let best: FaultRule | null = null;
  let bestRank = 0;
  for (const rule of rules) {
    const rank = selectorRank(rule.call, callName);
    if (rank > bestRank) [best, bestRank] = [rule, rank];
  }
  return best;
};

/** The rule for a request's path: none for a path that is not a call (the outbox, an unknown path). */
export const faultAt = (rules: readonly FaultRule[], pathname: string): FaultRule | null => {
  const callName = callNameOf(pathname);
  return callName ? faultFor(rules, callName) : null;
};

import { callNameOf } from '../call-names';
import { callFactsOf } from './call-facts';
import { redact } from './redact';

/** Who answered a call: the fake backend, the real API (`mock:serve --upstream`) or a recording (`--replay`). */
export type AnswerSource = 'fake' | 'upstream' | 'replay';

/** One call as the request inspector lists it (toolbar, `GET /__mock/log`). */
export interface LoggedCall {
  id: number;
  /** When the request arrived (ISO 8601). */
  at: string;
  method: string;
  path: string;
  /** The call's name, or null for a path that is not a call. */
  call: string | null;
  /** The HTTP status, or null when no answer was sent (an injected network failure or time-out). */
  status: number | null;
  /** The envelope's code, when the answer was one. */
  code: number | null;
  ms: number;
  /** The parameters as sent, secrets redacted. */
  params: unknown;
  /** The answer's body (JSON when it is, else text), secrets redacted, cut at ANSWER_LIMIT characters. */
  answer: unknown;
  /** The rule that refused the call: its code and message key. */
  refusal: { code: number; message: string } | null;
  /** What the backend accepted only through its tolerance of real clients (contract-warnings.ts). */
  warnings: string[];
  /** The injected fault, as `?faults=` writes it, if any. */
  fault: string | null;
  source: AnswerSource;
}

const ANSWER_LIMIT = 20_000;

function bodyOf(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes);
  if (text.length > ANSWER_LIMIT) return `${text.slice(0, ANSWER_LIMIT)}… (${text.length} characters)`;
  try {
    return redact(JSON.parse(text));
  } catch {
    return text;
  }
}

/** A call as noted on the hot path: its answer's bytes, parsed only when the log is listed. */
type NotedCall = Omit<LoggedCall, 'answer' | 'code'> & { body: Uint8Array | null };

const listed = ({ body, ...call }: NotedCall): LoggedCall => {
  const answer = body ? bodyOf(body) : null;
  const code = typeof answer === 'object' && answer !== null && typeof (answer as { code?: unknown }).code === 'number' ? (answer as { code: number }).code : null;
  return { ...call, code, answer };
};

/**
 * The last `limit` calls, newest last. A call is noted with its status first; its answer's bytes
 * follow once they are sent (`answered`), and are parsed and redacted only when the log is listed:
 * a copy of every answer (Response.clone) cost the server a quarter of its calls a second.
 */
export function createCallLog(limit = 200) {
  let entries: NotedCall[] = [];
  let nextId = 1;
  return {
    /**
     * Notes a call once it is answered (or failed on purpose), with what its handler learnt; the
     * function it returns takes the answer's bytes as they were sent.
     */
    record(
      request: Request,
      {
        status,
        startedAt,
        ms,
        fault = null,
        source = 'fake',
        paramsOf,
      }: {
        status: number | null;
        startedAt: number;
        ms: number;
        fault?: string | null;
        source?: AnswerSource;
        /**
         * The parameters as sent, for a call no handler of the fake backend read (failed on purpose,
         * passed or replayed): asked for only then, so an answered call costs no second reading.
         */
        paramsOf?: () => unknown;
      },
    ): (body: Uint8Array) => void {
      const facts = callFactsOf(request);
      const path = new URL(request.url).pathname;
      const noted: NotedCall = {
        id: nextId++,
        at: new Date(startedAt).toISOString(),
        method: request.method,
        path,
        // A call that failed on purpose never reached its handler: named by its path.
        call: facts?.call ?? callNameOf(path),
        status,
        ms: Math.round(ms),
        params: redact(facts ? facts.params : (paramsOf?.() ?? null)),
        refusal: facts?.refusal ?? null,
        warnings: facts?.warnings ?? [],
        fault,
        source,
        body: null,
      };
      entries.push(noted);
      if (entries.length > limit) entries.shift();
      return (body) => {
        noted.body = body;
      };
    },
    /**
     * The calls after `afterId` (all by default), oldest first. An id the log never reached (a
     * client that read a log since gone: a server or service worker restarted) lists them all.
     */
    list: (afterId = 0): LoggedCall[] => {
      const from = afterId < nextId ? afterId : 0;
      return entries.filter((entry) => entry.id > from).map(listed);
    },
    clear(): void {
      entries = [];
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;

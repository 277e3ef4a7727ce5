import { callNameOf } from '../call-names';
import { callFactsOf } from './call-facts';
import { redact } from './redact';

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
}

const ANSWER_LIMIT = 20_000;

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text.length > ANSWER_LIMIT) return `${text.slice(0, ANSWER_LIMIT)}… (${text.length} characters)`;
  try {
    return redact(JSON.parse(text));
  } catch {
    return text;
  }
}

/** The last `limit` calls, newest last. */
export function createCallLog(limit = 200) {
  let entries: LoggedCall[] = [];
  let nextId = 1;
  return {
    /** Notes a call once it is answered (or failed on purpose), with what its handler learnt. */
    async record(
      request: Request,
      { response, startedAt, ms, fault = null }: { response: Response | null; startedAt: number; ms: number; fault?: string | null },
    ): Promise<LoggedCall> {
      const facts = callFactsOf(request);
      const answer = response ? await bodyOf(response) : null;
      const code = typeof answer === 'object' && answer !== null && typeof (answer as { code?: unknown }).code === 'number' ? (answer as { code: number }).code : null;
      const path = new URL(request.url).pathname;
      const entry: LoggedCall = {
        id: nextId++,
        at: new Date(startedAt).toISOString(),
        method: request.method,
        path,
        // A call that failed on purpose never reached its handler: named by its path.
        call: facts?.call ?? callNameOf(path),
        status: response?.status ?? null,
        code,
        ms: Math.round(ms),
        params: redact(facts?.params ?? null),
        answer,
        refusal: facts?.refusal ?? null,
        warnings: facts?.warnings ?? [],
        fault,
      };
      entries = [...entries.slice(-(limit - 1)), entry];
      return entry;
    },
    /** The calls after `afterId` (all by default), oldest first. */
    list: (afterId = 0): readonly LoggedCall[] => entries.filter((entry) => entry.id > afterId),
    clear(): void {
      entries = [];
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;

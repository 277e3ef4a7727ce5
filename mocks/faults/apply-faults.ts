import type { FaultFailure, FaultRule } from './fault-rules';

/** What a host (the HTTP server, the service worker) does with a call under a fault rule. */
export type FaultedAnswer =
  | { kind: 'response'; response: Response }
  /** Drop the connection without an answer. */
  | { kind: 'network' }
  /** Answer nothing; the client's own time limit ends the call. */
  | { kind: 'timeout' };

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer of an injected envelope or HTTP failure. */
export function failureResponse(failure: Extract<FaultFailure, { kind: 'envelope' | 'http' }>): Response {
  return failure.kind === 'envelope'
    ? new Response(JSON.stringify({ code: failure.code, msg: failure.msg, data: null }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-mock-fault': `code-${failure.code}` },
      })
    : new Response(`Injected HTTP ${failure.status} (fake backend)\n`, {
        status: failure.status,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'x-mock-fault': `http-${failure.status}` },
      });
}

/**
 * A call's answer under its rule (none: the answer as it is): the rule's delay first, then its
 * failure, or the answer. A failing call never reaches the handlers, so it changes no data.
 */
export async function answerWithFaults(
  rule: FaultRule | null,
  answer: () => Promise<Response>,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<FaultedAnswer> {
  if (rule && rule.delayMs > 0) await sleep(rule.delayMs);
  const failure = rule?.failure ?? null;
  if (failure?.kind === 'network' || failure?.kind === 'timeout') return { kind: failure.kind };
  if (failure) return { kind: 'response', response: failureResponse(failure) };
  return { kind: 'response', response: await answer() };
}

import { faultAt, FaultSyntaxError, formatFaults, parseFaults, readFaultRules, type FaultRule } from './fault-rules';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * The fault rules of one `mock:serve`, or of one tab in the demo's service worker: set at start
 * (`--faults`, `?faults=`) and at run time through `/__mock/faults` (the dev toolbar in the
 * browser): GET lists them, POST replaces them (JSON `{ rules }`, or the address form as text),
 * DELETE drops them.
 */
export function createFaultSwitch(initial = '') {
  let rules: FaultRule[] = parseFaults(initial);
  const state = () => ({ rules, text: formatFaults(rules) });
  return {
    /** The rule for a request's path (null: none). */
    ruleAt: (pathname: string): FaultRule | null => faultAt(rules, pathname),
    get text(): string {
      return formatFaults(rules);
    },
    answer(method: string, body: string, contentType: string | null | undefined): Response {
      if (method === 'DELETE') rules = [];
      else if (method === 'POST') {
        try {
          rules = contentType?.startsWith('application/json') ? readFaultRules(JSON.parse(body)) : parseFaults(body);
        } catch (error) {
          const reason = error instanceof FaultSyntaxError || error instanceof SyntaxError ? error.message : String(error);
          return json({ error: reason, ...state() }, 400);
        }
      } else if (method !== 'GET') return new Response(`${method} is not allowed`, { status: 405, headers: { allow: 'GET, POST, DELETE' } });
      return json(state());
    },
  };
}

export type FaultSwitch = ReturnType<typeof createFaultSwitch>;

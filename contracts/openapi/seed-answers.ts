/**
 * The fake backend's real answers to the example requests (example-requests.ts), in-process: the
 * backend seeded with seed 1 on a clock stopped at FIXED_NOW, so the answers are the same bytes
 * whatever day it is, and each request goes through `answerCall` as the HTTP server would pass it.
 * Besides each call's success, the answers the document shows for failures: a member call without
 * a token (198), and each call sent empty (101 naming the first missing field).
 */
import { calls, encodeRequest, ResultCode, type CallDefinition, type Envelope } from '@/shared/api/wire';
import { answerCall } from '@mocks/answer-call';
import { resetBackend } from '@mocks/backend';
import { db } from '@mocks/db/collections';
import { DEMO_LOGIN, DEMO_PASSWORD_HASH } from '@mocks/db/demo-member';
import { sendCode } from '@mocks/handlers/verification-codes';
import { createManualClock } from '@mocks/rules/clock';
import { exampleRequests, type CallName, type ExampleContext } from './example-requests';
import { withFixedRandomness } from './fixed-randomness';

export const EXAMPLE_SEED = 1;
/** 2026-06-01 10:00 UTC: any fixed moment; the seed dates its content relative to it. */
export const FIXED_NOW = Date.UTC(2026, 5, 1, 10);
const LANGUAGE = 'en';

/** What a request carries on the wire, as an OpenAPI example shows it. */
export type WireExample = Record<string, unknown> | unknown[];

export interface SeedAnswers {
  /** Per call: the example request as sent, and the envelope it was answered with (code 100). */
  success: Map<CallName, { request: WireExample; answer: Envelope }>;
  /** Per call sent with nothing: its 101 envelope (none for a call whose every field is optional). */
  emptyRequest: Map<CallName, Envelope>;
  /** A member call without a token. */
  notLoggedIn: Envelope;
}

export class ExampleRefusedError extends Error {}

const definitionOf = (name: CallName) => calls[name] as CallDefinition;

/** The request's fields as they travel: text for a form or a query, the parsed JSON, a multipart form's text fields. */
function wireFieldsOf(transport: CallDefinition['transport'], encoded: ReturnType<typeof encodeRequest>): WireExample {
  switch (transport) {
    case 'get':
      return Object.fromEntries(new URLSearchParams(encoded.query));
    case 'form':
      return Object.fromEntries(new URLSearchParams(encoded.body as string));
    case 'json':
      return JSON.parse(encoded.body as string) as WireExample;
    case 'multipart':
      return Object.fromEntries([...(encoded.body as FormData)].filter(([, value]) => typeof value === 'string'));
  }
}

async function send(definition: CallDefinition, params: unknown, token: string | null): Promise<{ request: WireExample; answer: Envelope }> {
  const encoded = encodeRequest(definition.transport, params);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': LANGUAGE });
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
  if (token) headers.set('Authorization', token);
  const request = new Request(`http://localhost${definition.path}${encoded.query}`, { method: encoded.method, headers, body: encoded.body ?? null });
  const response = await answerCall(request);
  if (!response) throw new Error(`the fake backend has no handler for ${definition.path}`);
  return { request: wireFieldsOf(definition.transport, encoded), answer: (await response.json()) as Envelope };
}

/** An empty request in the call's transport: `[]` for a call whose body is a list. */
const emptyParams = (definition: CallDefinition): unknown => (definition.request._zod.def.type === 'array' ? [] : {});

export function answerFromSeed(): Promise<SeedAnswers> {
  return withFixedRandomness(async () => {
    const clock = createManualClock(FIXED_NOW);
    await resetBackend({ seed: EXAMPLE_SEED, scenario: 'default', mediaBase: '/', clock });
    // The member calls' session: the demo member's.
    const login = await send(definitionOf('login'), { username: DEMO_LOGIN.account, password: DEMO_PASSWORD_HASH }, null);
    const token = (login.answer.data as { token: string }).token;
    const tokenFor = (definition: CallDefinition) => (definition.access === 'member' ? token : null);

    // Only calls with a required field are sent empty: the others would do what they do (open every gift).
    const emptyRequest = new Map<CallName, Envelope>();
    for (const name of Object.keys(exampleRequests) as CallName[]) {
      const definition = definitionOf(name);
      if (definition.request.safeParse(emptyParams(definition)).success) continue;
      const { answer } = await send(definition, emptyParams(definition), tokenFor(definition));
      if (answer.code !== ResultCode.invalid) throw new Error(`${name} sent empty was answered ${answer.code}, not ${ResultCode.invalid}`);
      emptyRequest.set(name, answer);
    }
    const notLoggedIn = (await send(definitionOf('getAccountInfo'), { memberId: 1 }, null)).answer;

    const success = new Map<CallName, { request: WireExample; answer: Envelope }>();
    const context: ExampleContext = {
      answerOf: (name) => {
        const answered = success.get(name);
        if (!answered) throw new Error(`an example reads the answer of ${name}, which has not run yet: order the examples`);
        return answered.answer.data as never;
      },
      codeSentTo: async (channel, address) => {
        const sent = () => db.outbox.findMany((q) => q.where({ to: address, kind: 'code', usedAt: null })).at(-1)?.code;
        if (!sent()) await sendCode(channel, address, LANGUAGE, clock.now());
        return sent() ?? '';
      },
    };
    for (const [name, example] of Object.entries(exampleRequests) as [CallName, (context: ExampleContext) => unknown][]) {
      const definition = definitionOf(name);
      const params = definition.request.parse(await example(context));
      const answered = await send(definition, params, tokenFor(definition));
      if (answered.answer.code !== ResultCode.success) {
        throw new ExampleRefusedError(`the example request of ${name} was answered ${answered.answer.code} "${answered.answer.msg}": choose another in contracts/openapi/example-requests.ts`);
      }
      success.set(name, answered);
    }
    return { success, emptyRequest, notLoggedIn };
  });
}

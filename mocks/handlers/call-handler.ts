import { http, type HttpHandler } from 'msw';
import type { AnswerOf, CallDefinition, RequestOf } from '@/shared/api/wire';
import { backend } from '../backend';
import { sessions, type SessionRecord } from '../db/collections';
import { pickLanguage, type Language } from '../rules/messages';
import { tokenFromHeader } from '../rules/sessions';
import { invalidFieldName } from '../rules/validation';
import { callFactsOf, noteCallFacts, type CallFacts } from '../inspector/call-facts';
import { contractWarnings } from '../inspector/contract-warnings';
import { envelopeResponse, notLoggedIn, rejected, requestTooLarge, serverFault, type CallReply } from './envelope';
import { BodyTooLargeError, readCallParams, UnreadableBodyError } from './read-params';

export interface CallContext<D extends CallDefinition> {
  /** The request parameters, parsed with the call's own request schema. */
  params: RequestOf<D>;
  request: Request;
  language: Language;
  now: number;
  /**
   * The live session of the request's token, or null. Always set for member calls; a public call
   * gets it when a logged-in client sends one (shopList defaults to the member's country).
   */
  session: SessionRecord | null;
}

export type CallResolver<D extends CallDefinition> = (
  context: CallContext<D>,
) => CallReply<AnswerOf<D>> | Promise<CallReply<AnswerOf<D>>>;

/** The live session a request's Authorization header names, refreshed by this call; null for none. */
export function sessionOf(request: Request, now: number): SessionRecord | null {
  const token = tokenFromHeader(request.headers.get('authorization'));
  if (!token) return null;
  const session = sessions.findActive(token, now, backend.scenario.sessionIdleLimitMs);
  if (!session) return null;
  // Any call made with a live token keeps the session alive.
  sessions.touch(session, now);
  return session;
}

async function readParams(definition: CallDefinition, request: Request): Promise<{ raw: unknown } | { reply: CallReply<never> }> {
  try {
    return { raw: await readCallParams(definition.transport, request) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { reply: requestTooLarge(error.limit) };
    if (error instanceof UnreadableBodyError) return { reply: rejected('invalidParameter', { field: error.field }) };
    throw error;
  }
}

async function answerCall<D extends CallDefinition>(
  definition: D,
  resolve: CallResolver<D>,
  request: Request,
  language: Language,
): Promise<CallReply<unknown>> {
  const now = backend.clock.now();
  // What the request inspector shows of this call (mocks/inspector): filled in as it is learnt.
  const facts: CallFacts = { call: definition.name, params: undefined, refusal: null, warnings: [] };
  noteCallFacts(request, facts);
  // Public calls never answer 198, whatever the header says (a stale token must not turn a news
  // page into a login redirect); member calls answer it before reading a single parameter.
  const session = sessionOf(request, now);
  if (definition.access === 'member' && !session) return notLoggedIn();

  const read = await readParams(definition, request);
  if ('reply' in read) return read.reply;
  facts.params = read.raw;
  const parsed = definition.request.safeParse(read.raw);
  if (!parsed.success) return rejected('invalidParameter', { field: invalidFieldName(parsed.error.issues) });
  facts.warnings = contractWarnings(definition, read.raw);

  const reply = await resolve({ params: parsed.data as RequestOf<D>, request, language, now, session });
  if ('data' in reply) {
    const answer = definition.answer.safeParse(reply.data);
    if (!answer.success) {
      // A fake-backend bug, not a client error: make it loud where developers look.
      console.error(`[fake backend] ${definition.name} answered data that breaks its schema`, answer.error.issues);
      return serverFault();
    }
  }
  return reply;
}

/** The message key of a refusal, the rule that decided it, for the request inspector. */
function noteRefusal(request: Request, reply: CallReply<unknown>): void {
  const facts = callFactsOf(request);
  if (facts && 'message' in reply) facts.refusal = { code: reply.code, message: reply.message };
}

/** What a call handler answers, without msw around it: the HTTP server calls it directly. */
export interface DirectRoute {
  method: 'GET' | 'POST';
  path: string;
  answer: (request: Request) => Promise<Response>;
}

const directRoutes = new WeakMap<HttpHandler, DirectRoute>();

/** The direct route of a handler made by `callHandler`; undefined for other handlers. */
export const directRouteOf = (handler: HttpHandler): DirectRoute | undefined => directRoutes.get(handler);

/**
 * An msw handler for one call of shared/api: matched on the call's path under any origin (so it
 * serves same-origin browser calls and the node HTTP server alike), with the call's method.
 * It applies the token rules, reads the parameters as real clients send them (query, body or
 * both; see read-params.ts), validates them with the call's request schema (101 with a localised
 * "Invalid parameter: <field>"), checks the answer against the call's answer schema and wraps
 * everything in the envelope with HTTP 200. Resolvers stay thin.
 */
export function callHandler<D extends CallDefinition>(definition: D, resolve: CallResolver<D>): HttpHandler {
  const method = definition.transport === 'get' ? 'GET' : 'POST';
  const answer = async (request: Request): Promise<Response> => {
    const language = pickLanguage(request.headers.get('accept-language'));
    let reply: CallReply<unknown>;
    try {
      await backend.ready;
      backend.servedCallsSinceReset = true;
      reply = await answerCall(definition, resolve, request, language);
    } catch (error) {
      console.error(`[fake backend] ${definition.name} failed`, error);
      reply = serverFault();
    }
    noteRefusal(request, reply);
    return envelopeResponse(reply, language);
  };
  const handler = (method === 'GET' ? http.get : http.post)(`*${definition.path}`, ({ request }) => answer(request));
  directRoutes.set(handler, { method, path: definition.path, answer });
  return handler;
}

import { http, type HttpHandler } from 'msw';
import type { AnswerOf, CallDefinition, RequestOf } from '@/shared/api/wire';
import { backend } from '../backend';
import { db } from '../db/collections';
import type { SessionRecord } from '../db/schemas';
import { pickLanguage, type Language } from '../rules/messages';
import { checkToken } from '../rules/sessions';
import { invalidFieldName } from '../rules/validation';
import { envelopeResponse, notLoggedIn, rejected, serverFault, type CallReply } from './envelope';
import { readCallParams, UnreadableBodyError } from './read-params';

export interface CallContext<D extends CallDefinition> {
  /** The request parameters, parsed with the call's own request schema. */
  params: RequestOf<D>;
  request: Request;
  language: Language;
  now: number;
  /** The session of the request's token; null for a call without one. */
  session: SessionRecord | null;
}

export type CallResolver<D extends CallDefinition> = (
  context: CallContext<D>,
) => CallReply<AnswerOf<D>> | Promise<CallReply<AnswerOf<D>>>;

/** The Authorization header carries the raw token (no "Bearer"). */
const tokenOf = (request: Request): string | null => request.headers.get('authorization')?.trim() || null;

async function refreshSession(token: string, now: number): Promise<void> {
  await db.sessions.update((q) => q.where({ token }), {
    data(session) {
      session.lastSeenAt = now;
    },
  });
}

async function answerCall<D extends CallDefinition>(
  definition: D,
  resolve: CallResolver<D>,
  request: Request,
  language: Language,
): Promise<CallReply<unknown>> {
  const now = backend.clock.now();
  let session: SessionRecord | null = null;

  // The real backend's interceptor guards every /rpi/ call: a token it does not accept is
  // answered 198 even on a public call, and member calls need one. /rps/ is never guarded.
  if (definition.path.startsWith('/rpi/')) {
    const token = checkToken(
      tokenOf(request),
      (value) => db.sessions.findFirst((q) => q.where({ token: value })),
      now,
      backend.scenario.sessionIdleLimitMs,
    );
    if (token.status === 'rejected') return notLoggedIn();
    if (token.status === 'active') session = token.session;
    if (definition.access === 'member' && !session) return notLoggedIn();
  }

  let raw: unknown;
  try {
    raw = await readCallParams(definition.transport, request);
  } catch (error) {
    if (error instanceof UnreadableBodyError) return rejected('invalidParameter', { field: 'body' });
    throw error;
  }
  const parsed = definition.request.safeParse(raw);
  if (!parsed.success) return rejected('invalidParameter', { field: invalidFieldName(parsed.error.issues) });

  // Any call the interceptor let through counts as activity of the session.
  if (session) await refreshSession(session.token, now);

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

/**
 * An msw handler for one call of shared/api: matched on the call's path under any origin (so it
 * serves same-origin browser calls and the node HTTP server alike), with the call's method.
 * It reads and validates the parameters with the call's request schema (101 with a localised
 * "Invalid parameter: <field>"), applies the token rules, checks the answer against the call's
 * answer schema and wraps everything in the envelope with HTTP 200. Resolvers stay thin.
 */
export function callHandler<D extends CallDefinition>(definition: D, resolve: CallResolver<D>): HttpHandler {
  const route = definition.transport === 'get' ? http.get : http.post;
  return route(`*${definition.path}`, async ({ request }) => {
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
    return envelopeResponse(reply, language);
  });
}

import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { attach, createEffect, createStore, sample, type Effect, type Store } from 'effector';
import * as z from 'zod/mini';
import { env } from '@/shared/config';
import { $language } from '@/shared/i18n';
import { nextTask } from '@/shared/lib/next-task';
import { toastShown, type ToastMessage } from '@/shared/ui';
import { fetchEnvelopeData } from './client';
import { zodContract } from './contract';
import type { CallDefinition } from './define-call';
import { ApiError, isRefusal } from './errors';
import { queryBuilt, type QueryFactory } from './query-registry';

/** The session token sent as `Authorization`; entities/session keeps it in step with the session. */
export const $authToken = createStore<string | null>(null);

/**
 * How the API layer shows a call's failure (code 198 aside: that is the session's): a toast of
 * this tone with the server's words, or nothing (`none`) when the one who made the call shows it
 * itself (a form's action, whose warning goes once the form is sent again or left). `unless-refused`
 * is a warning for any failure but a refusal (code 101): the query of a detail page, which shows the
 * backend's refusal of its id as its own "not found" (createDetailPage), so a toast would only say it
 * twice. Given when the query or mutation is created, and never undone afterwards.
 */
export type FailureToast = 'warning' | 'error' | 'none' | 'unless-refused';

export interface CallOptions {
  /** `warning` unless said otherwise (api-reference section 1: the server's `msg` as a warning). */
  failure?: FailureToast;
}

export interface CallRequest extends CallOptions {
  definition: CallDefinition;
  params: unknown;
}

/** Settles when calls may leave: at once, but in builds whose fake backend is still starting (see holdCallsUntil). */
let callsMayLeave: Promise<unknown> = Promise.resolve();

/**
 * Calls wait for `ready` before they leave. The demo's fake backend answers in the page through a
 * service worker that takes a while to start on a first visit; the app renders meanwhile instead of
 * waiting for it (app/main.tsx), and a call sent before it runs would reach the static host.
 * A backend that fails to start lets the calls go (and fail as the network's).
 */
export const holdCallsUntil = (ready: Promise<unknown>): void => {
  callsMayLeave = ready.catch(() => undefined);
};

/**
 * Every call of the app goes through this one effect, so failures can be handled in one place.
 * Each call is encoded and sent in a task of its own: a page that begins four or five calls from
 * one event (home's visit) otherwise did all that work in one task (22 to 57 ms in Lighthouse's
 * runs, counted four times), the largest blocking task of its start (decision 014, fifth stop).
 */
export const requestFx = attach({
  source: { token: $authToken, language: $language },
  mapParams: (request: CallRequest, context) => ({ ...request, context }),
  effect: createEffect<CallRequest & { context: { token: string | null; language: string } }, unknown, ApiError>(
    async ({ definition, params, context }) => {
      await nextTask();
      await callsMayLeave;
      return fetchEnvelopeData(definition, params, { origin: env.apiOrigin, ...context });
    },
  ),
});

/** Code 198: the session is over (the app clears it and sends the user to /Login). */
export const sessionRejected = sample({
  clock: requestFx.failData,
  filter: (error) => error.kind === 'unauthorized',
});

/** The words a failed call (not 198) is shown with: the server's own, or ours for transport problems. */
export const failureMessageOf = (error: ApiError): ToastMessage =>
  error.kind === 'rejected' && error.message
    ? { text: error.message }
    : { key: error.kind === 'timeout' ? 'api.timeout' : error.kind === 'rejected' ? 'api.rejected' : 'api.network' };

/** Whether the API layer shows this failure (198 is the session's; see FailureToast for the rest). */
const toastsFailure = (failure: FailureToast, error: ApiError): boolean =>
  error.kind !== 'unauthorized' && failure !== 'none' && !(failure === 'unless-refused' && isRefusal(error));

// Every failure but 198 is a toast in the tone the call was created with, unless its caller shows it.
sample({
  clock: requestFx.fail,
  filter: ({ params: { failure = 'warning' }, error }) => toastsFailure(failure, error),
  fn: ({ params: { failure = 'warning' }, error }) => ({
    tone: failure === 'error' ? ('error' as const) : ('warning' as const),
    message: failureMessageOf(error),
  }),
  target: toastShown,
});

const callEffect = <D extends CallDefinition>(definition: D, { failure }: CallOptions = {}) =>
  attach({
    effect: requestFx,
    mapParams: (params: z.input<D['request']>): CallRequest => ({ definition, params, failure }),
  });

/**
 * The one place a farfetched query of a call is made, for createApiQuery, createApiBatchQuery and
 * createMemberQuery: its contract checks the answer against the call's schema (`answer`, when the
 * query answers something else, such as several answers), and the latest start wins: farfetched
 * would otherwise apply answers in arrival order, so a slow answer to an older start (previous
 * page, tab or search) could replace the newer one on screen. `effect` sends the call (through
 * requestFx); `enabled: false` makes a start ask nothing. Every query is registered with its call
 * (query-registry.ts) for the coverage test.
 */
export const createCallQuery = <D extends CallDefinition, Params, Answer extends z.ZodMiniType = D['answer']>(
  definition: D,
  {
    name,
    effect,
    enabled,
    answer,
    builtBy,
    failure = 'warning',
  }: {
    name: string;
    effect: Effect<Params, unknown, ApiError>;
    enabled?: Store<boolean>;
    answer?: Answer;
    builtBy: QueryFactory;
    /** The failure policy `effect` sends its calls with, registered for the kits that rely on it. */
    failure?: FailureToast;
  },
) => {
  const contract = zodContract<Answer>(answer ?? (definition.answer as Answer));
  const query = createQuery({ name, effect, contract, ...(enabled ? { enabled } : {}) });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  queryBuilt({ name, definition, builtBy, failure, query });
  return query;
};

/** A call anyone may make (`access: 'public'`); a member call's query comes from createMemberQuery. */
type PublicCall = CallDefinition & { readonly access: 'public' };

/**
 * A farfetched query for one public call. A member call's query is built by createMemberQuery
 * (member-query.ts), which takes the ids from the session and drops the answer when the member
 * changes: the type refuses a member call here, and the coverage test any way around it.
 */
export const createApiQuery = <D extends PublicCall>(definition: D, name = definition.name, options: CallOptions = {}) =>
  createCallQuery(definition, { name, effect: callEffect(definition, options), builtBy: 'createApiQuery', ...options });

/**
 * Several calls of one public call started together, one answer each in the order asked (the
 * details of a page of shops); `requestOf` makes each call's request from what the start carries.
 */
export const createApiBatchQuery = <D extends PublicCall, Item>(definition: D, name: string, requestOf: (item: Item) => z.input<D['request']>) => {
  const send = callEffect(definition);
  // The calls start synchronously, so they run in the caller's effector scope.
  const effect = createEffect<Item[], unknown, ApiError>((items) => Promise.all(items.map((item) => send(requestOf(item)))));
  return createCallQuery(definition, { name, effect, answer: z.array(definition.answer as D['answer']), builtBy: 'createApiQuery' });
};

/** A farfetched mutation for one call. The app builds them through `createAction` (./action.ts). */
export const createApiMutation = <D extends CallDefinition>(definition: D, name = definition.name, options: CallOptions = {}) =>
  createMutation({ name, effect: callEffect(definition, options), contract: zodContract<D['answer']>(definition.answer) });

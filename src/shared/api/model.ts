import { concurrency, createMutation, createQuery } from '@farfetched/core';
import { attach, createEffect, createStore, sample } from 'effector';
import type * as z from 'zod/mini';
import { env } from '@/shared/config';
import { $language } from '@/shared/i18n';
import { nextTask } from '@/shared/lib/next-task';
import { toastShown, type ToastMessage } from '@/shared/ui';
import { fetchEnvelopeData } from './client';
import { zodContract } from './contract';
import type { CallDefinition } from './define-call';
import { ApiError } from './errors';

/** The session token sent as `Authorization`; entities/session keeps it in step with the session. */
export const $authToken = createStore<string | null>(null);

/**
 * How the API layer shows a call's failure (code 198 aside: that is the session's): a toast of
 * this tone with the server's words, or nothing (`none`) when the one who made the call shows it
 * itself (a form's action, whose warning goes once the form is sent again or left). Given when the
 * query or mutation is created, and never undone afterwards.
 */
export type FailureToast = 'warning' | 'error' | 'none';

export interface CallOptions {
  /** `warning` unless said otherwise (api-reference section 1: the server's `msg` as a warning). */
  failure?: FailureToast;
}

interface CallRequest extends CallOptions {
  definition: CallDefinition;
  params: unknown;
}

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

// Every failure but 198 is a toast in the tone the call was created with, unless its caller shows it.
sample({
  clock: requestFx.fail,
  filter: ({ params: { failure = 'warning' }, error }) => error.kind !== 'unauthorized' && failure !== 'none',
  fn: ({ params: { failure = 'warning' }, error }) => ({
    tone: failure === 'error' ? ('error' as const) : ('warning' as const),
    message: failureMessageOf(error),
  }),
  target: toastShown,
});

const callEffect = <D extends CallDefinition>(definition: D, { failure }: CallOptions) =>
  attach({
    effect: requestFx,
    mapParams: (params: z.input<D['request']>): CallRequest => ({ definition, params, failure }),
  });

/**
 * A farfetched query for one call; its contract checks the answer against the call's schema.
 * The latest start wins: farfetched would otherwise apply answers in arrival order, so a slow
 * answer to an older start (previous page, tab or search) could replace the newer one on screen.
 */
export const createApiQuery = <D extends CallDefinition>(definition: D, name = definition.name, options: CallOptions = {}) => {
  const query = createQuery({ name, effect: callEffect(definition, options), contract: zodContract<D['answer']>(definition.answer) });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return query;
};

/** A farfetched mutation for one call. The app builds them through `createAction` (./action.ts). */
export const createApiMutation = <D extends CallDefinition>(definition: D, name = definition.name, options: CallOptions = {}) =>
  createMutation({ name, effect: callEffect(definition, options), contract: zodContract<D['answer']>(definition.answer) });

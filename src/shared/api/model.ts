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

interface CallRequest {
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

/** Any other failure, for the warning toast: server `msg` or a translated transport message. */
export const callFailed = sample({
  clock: requestFx.failData,
  filter: (error) => error.kind !== 'unauthorized',
});

/** The words a failed call (not 198) is shown with: the server's own, or ours for transport problems. */
export const failureMessageOf = (error: ApiError): ToastMessage =>
  error.kind === 'rejected' && error.message
    ? { text: error.message }
    : { key: error.kind === 'timeout' ? 'api.timeout' : error.kind === 'rejected' ? 'api.rejected' : 'api.network' };

// Every failure but 198 is a warning toast.
sample({
  clock: callFailed,
  fn: (error) => ({ tone: 'warning' as const, message: failureMessageOf(error) }),
  target: toastShown,
});

const callEffect = <D extends CallDefinition>(definition: D) =>
  attach({
    effect: requestFx,
    mapParams: (params: z.input<D['request']>): CallRequest => ({ definition, params }),
  });

/**
 * A farfetched query for one call; its contract checks the answer against the call's schema.
 * The latest start wins: farfetched would otherwise apply answers in arrival order, so a slow
 * answer to an older start (previous page, tab or search) could replace the newer one on screen.
 */
export const createApiQuery = <D extends CallDefinition>(definition: D, name = definition.name) => {
  const query = createQuery({ name, effect: callEffect(definition), contract: zodContract<D['answer']>(definition.answer) });
  concurrency(query, { strategy: 'TAKE_LATEST' });
  return query;
};

export const createApiMutation = <D extends CallDefinition>(definition: D, name = definition.name) =>
  createMutation({ name, effect: callEffect(definition), contract: zodContract<D['answer']>(definition.answer) });

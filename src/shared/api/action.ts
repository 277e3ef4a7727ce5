import type { InvalidDataError, Mutation, Query } from '@farfetched/core';
import { createEvent, createStore, is, sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import type * as z from 'zod/mini';
import { toastShown, toastsWithdrawn, type ToastMessage } from '@/shared/ui';
import type { CallDefinition } from './define-call';
import { isApiError, type ApiError } from './errors';
import { createApiMutation, failureMessageOf } from './model';
import { refreshOnSuccess } from './refresh';

export type ActionParams<D extends CallDefinition> = z.input<D['request']>;
export type ActionResult<D extends CallDefinition> = z.output<D['answer']>;
export type ActionMutation<P, R> = Mutation<P, R, ApiError | InvalidDataError>;
export interface ActionDone<P, R> {
  params: P;
  result: R;
}

/** What a member is told once an action went through: good news, or information (spec section 8 says which). */
export interface Notice {
  tone: 'success' | 'info';
  message: ToastMessage;
}

/**
 * How an action's failure shows (code 198 aside: the session ends, and says so):
 * - `warning` (the default): the API layer's warning toast with the server's words;
 * - `error`: the same in error style (friend agree and decline, spec section 8);
 * - `form`: a warning of the action itself that holds until the action is asked again, succeeds,
 *   or `failureCleared` says its form was left (`createForm` sends it on reset), so a form never
 *   shows an old failure beside a new answer. The API layer is told to show nothing for this call.
 */
export type FailureTone = 'warning' | 'error' | 'form';

// Any query, as farfetched's own `update` takes it: queries are invariant in their types, so a list
// of several can only be typed so.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery<Data = any> = Query<any, Data, any, any>;

/**
 * What an action changed, refreshed once it succeeds: an entity's "changed" event, or a query
 * asked again with the parameters it last used (see `refreshOnSuccess`).
 */
export type Refresh = EventCallable<void> | AnyQuery;

/** A query that shows the expected result at once, while it is asked again (a starred friend, a renamed card). */
export interface Optimistic<Data, P, R> {
  query: AnyQuery<Data>;
  change: (data: Data, done: ActionDone<P, R>) => Data;
}

/**
 * The message after success: a fixed one, one made from the answer, or (like `sample`) one made
 * from a store of the moment and, with `clock`, shown when a follow-up finishes instead.
 */
export type SuccessNotice<P, R, S, T> =
  | Notice
  | ((done: ActionDone<P, R>) => Notice | null)
  | { source?: Store<S>; clock?: Event<T>; notice: (source: S, value: T) => Notice | null };

/** Actions that must not overlap share a lane: while one of them runs, requests for any are dropped. */
export interface ActionLane {
  $pending: Store<boolean>;
  /** How many of the lane's calls are on their way (the actions keep it). */
  $running: StoreWritable<number>;
}

export const createActionLane = (name: string): ActionLane => {
  const $running = createStore(0, { name: `${name}.$running` });
  return { $running, $pending: $running.map((running) => running > 0) };
};

interface ActionOptions<P, R, Key, S, T, Data> {
  /** Unique: the mutation's name. */
  name: string;
  failure?: FailureTone;
  /**
   * Requests of different keys may run together (a friend request to each of several players),
   * one per key. Without a key, one request at a time.
   */
  key?: (params: P) => Key;
  lane?: ActionLane;
  refresh?: readonly Refresh[];
  optimistic?: Optimistic<Data, P, R>;
  success?: SuccessNotice<P, R, S, T>;
}

export type ActionConfig<D extends CallDefinition, Key, S, T, Data> = { call: D } & ActionOptions<
  ActionParams<D>,
  ActionResult<D>,
  Key,
  S,
  T,
  Data
>;

export interface Action<P, R, Key> {
  /** The member asked for it: started unless the same request (or, without a key, any) is on its way. */
  requested: EventCallable<P>;
  $pending: Store<boolean>;
  /** The keys of the requests on their way. */
  $pendingKeys: Store<readonly Key[]>;
  /** The form this action sends was left: its failure (tone `form`) goes. */
  failureCleared: EventCallable<void>;
  mutation: ActionMutation<P, R>;
}

const isFixedNotice = (notice: object): notice is Notice => 'tone' in notice;

/**
 * One mutation of the app with all the member sees of it: the pending guard (a double click sends
 * one request), the refresh of what it changed, the message after success and the tone of a failure.
 * Features and pages start it with `requested`, wire no toast and keep no pending guard of their own.
 */
export function createAction<
  D extends CallDefinition,
  Key = null,
  S = void,
  T = ActionDone<ActionParams<D>, ActionResult<D>>,
  Data = never,
>(config: ActionConfig<D, Key, S, T, Data>): Action<ActionParams<D>, ActionResult<D>, Key> {
  const { call, name, failure = 'warning' } = config;
  const mutation: ActionMutation<ActionParams<D>, ActionResult<D>> = createApiMutation(call, name, {
    failure: failure === 'form' ? 'none' : failure,
  });
  return wireAction(mutation, config);
}

// Written over plain type parameters: effector's `sample` types do not resolve zod's conditional ones.
function wireAction<P, R, Key, S, T, Data>(
  mutation: ActionMutation<P, R>,
  { name, failure = 'warning', key, lane, refresh = [], optimistic, success }: ActionOptions<P, R, Key, S, T, Data>,
): Action<P, R, Key> {
  const requested = createEvent<P>({ name: `${name}.requested` });
  const failureCleared = createEvent({ name: `${name}.failureCleared` });
  const keyOf = (params: P): Key => (key ? key(params) : (null as Key));

  // Kept from the mutation's own start and end, so a start that skipped `requested` (a follow-up
  // of another action) counts as well.
  const $pendingKeys = createStore<readonly Key[]>([], { name: `${name}.$pendingKeys` })
    .on(mutation.started, (keys, { params }) => [...keys, keyOf(params)])
    .on(mutation.finished.finally, (keys, { params }) => {
      const index = keys.indexOf(keyOf(params));
      return index < 0 ? keys : keys.filter((_, at) => at !== index);
    });
  const $laneBusy = lane?.$pending ?? createStore(false, { name: `${name}.$laneBusy` });
  if (lane) lane.$running.on(mutation.started, (running) => running + 1).on(mutation.finished.finally, (running) => running - 1);

  sample({
    clock: requested,
    source: { keys: $pendingKeys, laneBusy: $laneBusy },
    filter: ({ keys, laneBusy }, params) => !laneBusy && (key ? !keys.includes(keyOf(params)) : keys.length === 0),
    fn: (_, params) => params,
    target: mutation.start,
  });

  if (optimistic) refreshOnSuccess(optimistic.query, mutation, optimistic.change);
  for (const entry of refresh) {
    if (is.event(entry)) sample({ clock: mutation.finished.success, target: entry });
    else refreshOnSuccess(entry, mutation);
  }

  if (success) {
    const notice: Event<Notice | null> =
      typeof success === 'function'
        ? sample({ clock: mutation.finished.success, fn: success })
        : isFixedNotice(success)
          ? sample({ clock: mutation.finished.success, fn: () => success })
          : sample({
              clock: (success.clock ?? mutation.finished.success) as Event<T>,
              source: (success.source ?? createStore(null)) as Store<S>,
              fn: success.notice,
            });
    sample({ clock: notice, filter: (shown): shown is Notice => shown !== null, target: toastShown });
  }

  if (failure === 'form') {
    const topic = `action.${name}`;
    sample({
      clock: mutation.finished.failure,
      filter: ({ error }) => isApiError(error) && error.kind !== 'unauthorized',
      fn: ({ error }) => ({ tone: 'warning' as const, message: failureMessageOf(error as ApiError), topic }),
      target: toastShown,
    });
    sample({ clock: [mutation.started, mutation.finished.success, failureCleared], fn: () => topic, target: toastsWithdrawn });
  }

  return {
    requested,
    $pending: $pendingKeys.map((keys) => keys.length > 0),
    $pendingKeys,
    failureCleared,
    mutation,
  };
}

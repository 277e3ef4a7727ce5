import { attach, createStore, merge, sample, type Store, type Unit } from 'effector';
import type * as z from 'zod/mini';
import type { CallDefinition } from './define-call';
import { $cardScope, $isMember, $memberScope, $memberSession, type MemberIdKey, type MemberSession } from './member-scope';
import { createCallQuery, requestFx, type CallRequest, type FailureToast } from './model';

/** The request of a member call without the ids the factory fills in from the session. */
export type MemberQueryInput<D extends CallDefinition> = Omit<z.input<D['request']>, MemberIdKey>;

/**
 * What `start` takes: nothing when the call needs only the ids (the member's cards, an empty
 * request), the rest of the request otherwise (may be left out when every field has a default).
 */
export type MemberQueryParams<D extends CallDefinition> = [keyof MemberQueryInput<D>] extends [never]
  ? void
  : string extends keyof MemberQueryInput<D>
    ? void
    : object extends MemberQueryInput<D>
      ? MemberQueryInput<D> | void
      : MemberQueryInput<D>;

const ID_KEYS: readonly MemberIdKey[] = ['memberId', 'cardId'];

/** The fields of a call's request (none for a non-object request). */
const requestFields = (definition: CallDefinition): string[] => {
  const shape = (definition.request as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

type MemberCall = CallDefinition & { readonly access: 'member' };

interface MemberQueryConfig {
  /** Unique per query (farfetched); the call's name when only one query of the call exists. */
  name?: string;
  /** Its screen is open (a Gate's status, a presence): it asks again for a new member or card. */
  active?: Store<boolean>;
  /** Units telling that the answer changed on the backend (cards bound, an item bought). */
  refreshOn?: Unit<unknown>[];
  /** How the API layer shows a failure (`warning` unless said otherwise; see FailureToast). */
  failure?: FailureToast;
}

/** A member query: a farfetched Query whose `start` takes `Params` (see MemberQueryParams). */
export type MemberQuery<D extends CallDefinition, Params = MemberQueryParams<D>> = ReturnType<typeof createCallQuery<D, Params>>;

/**
 * A query of a member call (`access: 'member'`): the one way to build one
 * (docs/decisions/019-member-scope.md). It is a farfetched Query: `start`, `$data`, `$pending`,
 * `$failed`, `finished`, `reset`, `refreshOnSuccess` and `update` work as on any query, and list
 * and detail page kits start it with the screen's own params.
 *
 * - `start` takes the call's request without `memberId` and `cardId`: the factory fills them in from
 *   the session when the call is sent, so a screen never passes a member or card id. With `params`
 *   (a request its screens never vary) `start` takes nothing.
 * - A visitor asks nothing: a start without a session is skipped (the query stays `initial`).
 * - Another member, another session (code 198 ending it, a new login) or a logout drops the answer
 *   at once, and aborts a call on its way; a call that takes `cardId` also drops it when the member
 *   chooses another card. While `active` (its screen's Gate or presence) it then asks again, with
 *   what it was last started with, for the new ids.
 * - `refreshOn`: while `active` it asks again, otherwise it forgets the answer, so the next screen
 *   to show it reads it fresh instead of showing the old one first.
 */
export function createMemberQuery<D extends MemberCall>(
  definition: D,
  config: MemberQueryConfig & { params: MemberQueryInput<D> },
): MemberQuery<D, void>;
export function createMemberQuery<D extends MemberCall>(definition: D, config?: MemberQueryConfig): MemberQuery<D>;
export function createMemberQuery<D extends MemberCall>(
  definition: D,
  { name = definition.name, active, refreshOn = [], params: fixed, failure }: MemberQueryConfig & { params?: MemberQueryInput<D> } = {},
): MemberQuery<D, MemberQueryParams<D>> {
  const fields = requestFields(definition);
  const idKeys = ID_KEYS.filter((key) => fields.includes(key));
  /** Whether `start` carries part of the request; otherwise what it carries (a Gate's props, a click) is ignored. */
  const takesInput = fixed === undefined && fields.some((field) => !idKeys.includes(field as MemberIdKey));
  const $scope = idKeys.includes('cardId') ? $cardScope : $memberScope;

  const query = createCallQuery(definition, {
    name,
    builtBy: 'createMemberQuery',
    failure,
    enabled: $isMember,
    // The ids are read when the call is sent, so a refetch (refreshOnSuccess) asks for the current ones.
    effect: attach({
      source: $memberSession,
      effect: requestFx,
      mapParams: (input: MemberQueryParams<D>, session: MemberSession | null): CallRequest => ({
        definition,
        failure,
        params: {
          ...(takesInput ? (input as object | undefined) : fixed),
          ...Object.fromEntries(idKeys.map((key) => [key, session?.[key]])),
        },
      }),
    }),
  });

  /** What the query was last started with (also by a visitor): asked again for the next member. */
  const $lastStart = createStore<{ params: MemberQueryParams<D> } | null>(null, { name: `${name}.$lastStart`, serialize: 'ignore' }).on(
    query.start,
    (_, params) => ({ params: takesInput ? params : (undefined as MemberQueryParams<D>) }),
  );
  const $active = active ?? createStore(false, { name: `${name}.$active`, serialize: 'ignore' });

  /** Asks again with what it was last started with, while its screen is open (and a member is there). */
  const askAgain = (clock: Unit<unknown>) =>
    sample({
      clock,
      source: { last: $lastStart, open: $active, member: $isMember },
      filter: ({ last, open, member }) => open && member && (last !== null || !takesInput),
      fn: ({ last }) => last?.params as MemberQueryParams<D>,
      target: query.start,
    });

  // Reset first, so the call of the previous scope is aborted before the new one starts.
  sample({ clock: $scope.updates, target: query.reset });
  askAgain($scope.updates);

  if (refreshOn.length > 0) {
    const changed = merge(refreshOn);
    askAgain(changed);
    sample({ clock: changed, filter: $active.map((open) => !open), target: query.reset });
  }

  return query;
}

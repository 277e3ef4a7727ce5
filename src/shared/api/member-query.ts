import { createEvent, createStore, sample, type Store } from 'effector';
import type * as z from 'zod/mini';
import type { CallDefinition } from './define-call';
import { createApiQuery } from './model';

/** The ids member calls need. */
export interface MemberIds {
  memberId: number;
  /** The card the member is looking at: the main card after login. */
  cardId: number;
}

/**
 * The logged-in member's ids, null for a visitor. entities/session keeps it in step with the
 * session (as it does `$authToken`) and changes it only when an id changes.
 */
export const $memberIds = createStore<MemberIds | null>(null);

/**
 * A query of a member call whose ids come from the session: screens ask for it with `refresh()`
 * (when they open, or on a retry) and never pass a member or card id by hand. Nothing is asked
 * while logged out. Another member, another card or a logout drops the previous answer at once,
 * so no screen shows one member's data under another's session, and while `active` (a screen's
 * Gate status) the query asks again for the new ids by itself.
 */
export function createMemberQuery<D extends CallDefinition>({
  definition,
  name,
  params,
  active,
}: {
  definition: D;
  name: string;
  params: (ids: MemberIds) => z.input<D['request']>;
  active: Store<boolean>;
}) {
  const query = createApiQuery(definition, name);
  const refresh = createEvent();

  sample({ clock: $memberIds.updates, target: query.reset });
  sample({ clock: $memberIds.updates, filter: active, target: refresh });
  sample({
    clock: refresh,
    source: $memberIds,
    filter: (ids) => ids !== null,
    // The filter lets only a member's ids through.
    fn: (ids) => params(ids!),
    target: query.start,
  });

  return { query, refresh };
}

import { combine, createStore, type Event, type Store } from 'effector';

/** What a query (farfetched) tells about its answer, as far as this needs. */
interface QueryStatus {
  $status: Store<'initial' | 'pending' | 'done' | 'fail'>;
}

/**
 * A section of a page: what it shows (a query's `$data`, or an entity's store of it), null until
 * the first answer, and whether asking for it failed. A farfetched query is one.
 */
export interface ShownSection {
  $data: Store<unknown>;
  $failed: Store<boolean>;
}

/**
 * True once every section has something to show (its data, answered now or kept from an earlier
 * visit, or its failure), and from then on until `reset` (the page closed), so a section read again
 * or retried shows its own loading state in place. A page shows the sections when it turns true,
 * all in one frame: on a phone, where they stand one above the other, one answering first cannot be
 * pushed down by the next (a layout shift). On the next visit, kept answers show at once while they
 * are read again.
 */
export const createShownTogether = (sections: readonly ShownSection[], reset: Event<unknown>): Store<boolean> => {
  const $allReady = combine(
    sections.map(({ $data, $failed }) => combine($data, $failed, (data, failed) => data !== null || failed)),
    (ready) => ready.every(Boolean),
  );
  const $shownOnce = createStore(false)
    .on($allReady.updates, (shown, now) => shown || now)
    .reset(reset);
  return combine($shownOnce, $allReady, (shown, now) => shown || now);
};

/**
 * True while the query is yet to answer: from the first render, before a gate has started it (its
 * `$pending` is still false then), and while it asks. A block that keeps its space while this holds
 * and it has nothing to show has it from the first paint, so nothing moves when the answer comes.
 */
export const createAwaitingAnswer = (query: QueryStatus): Store<boolean> =>
  query.$status.map((status) => status === 'initial' || status === 'pending');

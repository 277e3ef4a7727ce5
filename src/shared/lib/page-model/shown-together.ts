import { combine, createStore, type Event, type Store } from 'effector';

/** What a query (farfetched) tells about its answer, as far as this needs. */
interface QueryStatus {
  $status: Store<'initial' | 'pending' | 'done' | 'fail'>;
}

const settled = (status: string) => status === 'done' || status === 'fail';

/**
 * True once every query has answered (or failed) since `reset`, and from then on. A page shows
 * the sections fed by these queries when it turns true, all in one frame: on a phone, where they
 * stand one above the other, one answering first cannot be pushed down by the next (a layout
 * shift). Later loads (a tab, a page) show their own loading states in place.
 */
export const createShownTogether = (queries: readonly QueryStatus[], reset: Event<unknown>): Store<boolean> => {
  const $allSettled = combine(
    queries.map((query) => query.$status),
    (statuses) => statuses.every(settled),
  );
  const $settledOnce = createStore(false)
    .on($allSettled.updates, (seen, now) => seen || now)
    .reset(reset);
  return combine($settledOnce, $allSettled, (seen, now) => seen || now);
};

/**
 * True while the query is yet to answer: from the first render, before a gate has started it (its
 * `$pending` is still false then), and while it asks. A block that keeps its space while this holds
 * and it has nothing to show has it from the first paint, so nothing moves when the answer comes.
 */
export const createAwaitingAnswer = (query: QueryStatus): Store<boolean> =>
  query.$status.map((status) => status === 'initial' || status === 'pending');

import { combine, createEvent, sample, type EventCallable, type Store } from 'effector';
import { builtQueries, isRefusal } from '@/shared/api';
import { readPositiveInt } from '../search-params';
import { createAddressState } from './address-state';

/**
 * The model of a page showing one thing by its `?id=` (a news item, a shop, an activity, ...),
 * built on the address-state model (reading only: the page links elsewhere, it chooses nothing):
 * reads the id from the address, asks `query` for it when the page opens, the id changes or the
 * visitor retries, and tells "not found" (no usable id, or the backend refused it) from a failure
 * that deserves a retry. Of its query it needs `start`, `reset` and `$error`.
 *
 * The backend refuses an unknown or invalid id with code 101; any other failure may pass on retry.
 * The page shows that refusal as its "not found", so its query must be built with the failure
 * policy `unless-refused` (no toast repeating it beside the page); a query built otherwise is
 * refused here, when the page's model is made.
 */
export function createDetailPage<Params>({
  name,
  query,
  paramsOf,
}: {
  name: string;
  query: { start: EventCallable<Params>; reset: EventCallable<void>; $error: Store<unknown> };
  paramsOf: (id: number) => Params;
}) {
  const policy = builtQueries().find((built) => built.query === query)?.failure;
  if (policy !== 'unless-refused') {
    throw new Error(`${name}: a detail page's query is built with failure 'unless-refused' (it is '${policy ?? 'not a call query'}')`);
  }
  const address = createAddressState({ name, parse: (search) => readPositiveInt(search, 'id') });
  const $id = address.$state;
  const retried = createEvent();

  // Another id drops the previous thing and its error at once: neither shows under the new address.
  sample({ clock: $id.updates, target: query.reset });
  sample({
    clock: [address.shown, sample({ clock: retried, filter: address.visit.$isOn })],
    source: $id,
    filter: (id: number | null): id is number => id !== null,
    fn: paramsOf,
    target: query.start,
  });

  const $notFound = combine($id, query.$error, (id, error) => id === null || isRefusal(error));

  return { Gate: address.Gate, visit: address.visit, $id, retried, $notFound };
}

import type { Query } from '@farfetched/core';
import { combine, createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { isApiError } from '@/shared/api';
import { readPositiveInt } from '../search-params';

/** The backend refuses an unknown or invalid id with code 101; any other failure may pass on retry. */
const isRefusedId = (error: unknown): boolean => isApiError(error) && error.kind === 'rejected' && error.code === 101;

/**
 * The model of a page showing one thing by its `?id=` (a news item, a shop, an activity, ...):
 * reads the id from the address, asks `query` for it when the page opens, the id changes or the
 * visitor retries, and tells "not found" (no usable id, or the backend refused it) from a failure
 * that deserves a retry.
 */
export function createDetailPage<Params, Data, Failure>({
  name,
  query,
  paramsOf,
}: {
  name: string;
  query: Query<Params, Data, Failure>;
  paramsOf: (id: number) => Params;
}) {
  const Gate = createGate<{ search: string }>({ name, defaultState: { search: '' } });
  const $id = Gate.state.map(({ search }) => readPositiveInt(search, 'id'));
  const retried = createEvent();

  // Another id drops the previous thing and its error at once: neither shows under the new address.
  sample({ clock: $id.updates, target: query.reset });
  sample({
    clock: [Gate.open, $id.updates, retried],
    source: $id,
    filter: (id: number | null): id is number => id !== null,
    fn: paramsOf,
    target: query.start,
  });

  const $notFound = combine($id, query.$error, (id, error) => id === null || isRefusedId(error));

  return { Gate, $id, retried, $notFound };
}

import type { Query } from '@farfetched/core';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';

/**
 * A rankings page: a tab per ranking type and one query for the chosen tab, asked for when the
 * page opens, when the tab changes and on retry (only while the page is open).
 */
export function createRankingsPage<Type, Params, Data, Failure>({
  name,
  firstType,
  query,
  paramsOf,
}: {
  name: string;
  firstType: NoInfer<Type>;
  query: Query<Params, Data, Failure>;
  paramsOf: (type: Type) => Params;
}) {
  const Gate = createGate(name);
  const typeChosen = createEvent<Type>();
  const retried = createEvent();
  const $type = createStore<Type>(firstType).on(typeChosen, (_, type) => type);

  // A new tab shows loading, never the previous tab's rows under its own header and number format.
  sample({ clock: $type.updates, target: query.reset });
  sample({
    clock: [Gate.open, $type.updates, retried],
    source: $type,
    filter: Gate.status,
    fn: paramsOf,
    target: query.start,
  });

  return { Gate, typeChosen, retried, $type, query };
}

import type { Query } from '@farfetched/core';
import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { navigateFx } from '@/shared/lib';

/** The address's `?type=` read against the page's types: the first type when missing or unknown. */
export const typeFromSearch = <Type extends number>(search: string, types: readonly Type[]): Type => {
  const raw = new URLSearchParams(search).get('type')?.trim() ?? '';
  return types.find((type) => raw !== '' && String(type) === raw) ?? types[0]!;
};

/** The page's address for a type: the first type is the page's plain address. */
export const addressOfType = <Type extends number>(path: string, types: readonly Type[], type: Type): string =>
  type === types[0] ? path : `${path}?type=${type}`;

/**
 * A rankings page: a tab per ranking type and one query for the chosen tab. The chosen tab lives
 * in the address only (`/MatchRanting?type=200`), so a reload, a shared link, Back and Forward
 * show the same tab: choosing a tab pushes its address and the tab follows the address. The page
 * gives its router location's `search` to `Gate`. The query is asked for when the page opens,
 * when the tab changes and on retry (only while the page is open).
 */
export function createRankingsPage<Type extends number, Params, Data, Failure>({
  name,
  path,
  types,
  query,
  paramsOf,
}: {
  name: string;
  /** Where the page lives (choosing a tab writes `path` + `?type=`). */
  path: string;
  /** The page's ranking types, in tab order; the first is shown when the address names none. */
  types: readonly NoInfer<Type>[];
  query: Query<Params, Data, Failure>;
  paramsOf: (type: Type) => Params;
}) {
  const Gate = createGate<{ search: string }>({ name, defaultState: { search: '' } });
  const typeChosen = createEvent<Type>();
  const retried = createEvent();
  const $type = Gate.state.map(({ search }) => typeFromSearch(search, types));

  sample({
    clock: typeChosen,
    source: { current: $type, open: Gate.status },
    filter: ({ current, open }, chosen) => open && chosen !== current,
    fn: (_, chosen) => addressOfType(path, types, chosen),
    target: navigateFx,
  });

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

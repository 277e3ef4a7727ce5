import { sample, type Event, type Store } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { createPageVisit, type PageAddress, type PageVisit } from './page-visit';

/** What a page keeps in its address (filters, search, tab, page, id), read from the address only. */
export interface AddressState<State> {
  /** The page gives it its router location's `search` (`useAddressGate`). */
  Gate: Gate<PageAddress>;
  /** The app may begin the page before its first render (`visit.started`, see createPageVisit). */
  visit: PageVisit<PageAddress>;
  /** The state the address names: nothing else writes it. */
  $state: Store<State>;
  /**
   * The page shows a state: when the visit begins, and each time the address names another state
   * while the page is open (Back, Forward, a choice the router followed). Addresses that read the
   * same (`?page=1` and none) are one state: a re-render or a rewrite of the same state sends nothing.
   */
  shown: Event<State>;
}

/**
 * The reading half of the address-state model: the page's state parsed from its address, so a
 * reload, a shared link, Back and Forward reproduce it. Nothing but the address changes it. A page
 * that lets the visitor choose adds the writing half, `createAddressNavigation` (list and tab
 * pages; a file of its own so the pages that only read, the detail pages, do not carry it).
 */
export function createAddressState<State>({
  name,
  parse,
}: {
  name: string;
  /** The state of an address's query; anything missing or malformed reads as its default. */
  parse: (search: URLSearchParams) => State;
}): AddressState<State> {
  const Gate = createGate<PageAddress>({ name, defaultState: { search: '' } });
  const visit = createPageVisit(Gate, ({ search }) => ({ search }));
  const $state = Gate.state.map(({ search }) => parse(new URLSearchParams(search)));
  /** A state as text: equal states are equal strings, so the store ignores a rewrite of the same one. */
  const $stateKey = $state.map((state) => JSON.stringify(state) ?? '');
  const shown = sample({
    clock: [visit.begun, $stateKey.updates],
    source: $state,
    filter: visit.$isOn,
  });
  return { Gate, visit, $state, shown };
}

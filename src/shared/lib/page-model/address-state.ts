import { createEvent, sample, type Event, type EventCallable, type Store } from 'effector';
import { createGate, type Gate } from 'effector-react';
import { navigateFx } from '../browser/navigation';
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
 * reload, a shared link, Back and Forward reproduce it. Nothing but the address changes it; a page
 * that lets the visitor choose adds `createAddressNavigation` (list and tab pages), a page that only
 * reads (a detail page's `?id=`) needs no more.
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

/** How a page's choices reach its address. */
export interface AddressNavigation<State> {
  /** The visitor chose a state: a new history entry (Back returns to the state before). */
  chosen: EventCallable<State>;
  /**
   * A state the visitor did not choose (the site's country changed, a page past the end was left):
   * the address is replaced, so Back does not return to a state that no longer holds.
   */
  corrected: EventCallable<State>;
}

/**
 * The writing half of the address-state model: a choice is never kept in a store, it becomes an
 * address (`path` + `format(state)`), and the state follows when the router shows it. A state the
 * address already names writes nothing. Only while the page is open.
 */
export function createAddressNavigation<State>(
  address: AddressState<State>,
  {
    path,
    format,
  }: {
    /** Where the page lives (the shared layer does not know the routes). */
    path: string;
    /** The address's query of a state, defaults left out; `parse(format(state))` reads `state` back. */
    format: (state: State) => URLSearchParams;
  },
): AddressNavigation<State> {
  const addressOf = (state: State): string => {
    const search = format(state).toString();
    return search ? `${path}?${search}` : path;
  };
  const chosen = createEvent<State>();
  const corrected = createEvent<State>();
  const $current = address.$state.map(addressOf);
  const write = (clock: Event<State>, replace: boolean) =>
    sample({
      clock,
      source: { current: $current, open: address.Gate.status },
      filter: ({ current, open }, state) => open && addressOf(state) !== current,
      fn: (_, state) => (replace ? { to: addressOf(state), replace } : addressOf(state)),
      target: navigateFx,
    });
  write(chosen, false);
  write(corrected, true);
  return { chosen, corrected };
}

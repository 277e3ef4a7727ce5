import { createEvent, sample, type Event, type EventCallable } from 'effector';
import { navigateFx } from '../browser/navigation';
import type { AddressState } from './address-state';

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

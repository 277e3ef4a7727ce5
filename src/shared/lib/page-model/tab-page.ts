import { createEvent, sample, type EventCallable } from 'effector';
import { createAddressNavigation } from './address-navigation';
import { createAddressState } from './address-state';

/** The address's `?<param>=` read against the page's tabs: the first tab when missing or unknown. */
export const tabFromSearch = <Tab extends number | string>(search: URLSearchParams, param: string, tabs: readonly Tab[]): Tab => {
  const raw = search.get(param)?.trim() ?? '';
  return tabs.find((tab) => raw !== '' && String(tab) === raw) ?? tabs[0]!;
};

/** The address's query of a tab: the first tab is the page's plain address. */
export const searchOfTab = <Tab extends number | string>(tab: Tab, param: string, tabs: readonly Tab[]): URLSearchParams =>
  new URLSearchParams(tab === tabs[0] ? {} : { [param]: String(tab) });

/**
 * The model of a tab page (rankings: a tab per ranking type), built on the address-state model:
 * the chosen tab lives in the address only (`/MatchRanting?type=200`), so a reload, a shared link,
 * Back and Forward show the same tab. Choosing a tab pushes its address and the tab follows the
 * address. The page gives its router location's `search` to `Gate` (`useAddressGate`).
 *
 * Of its query the page needs `start` and `reset`: it asks for the tab shown when the page opens,
 * when the address names another tab and on retry, and drops the previous tab's answer as soon as
 * another tab is shown (never one tab's rows under another tab's header).
 */
export function createTabPage<Tab extends number | string, Params>({
  name,
  path,
  param,
  tabs,
  query,
  paramsOf,
}: {
  name: string;
  /** Where the page lives (choosing a tab writes `path` + `?<param>=`). */
  path: string;
  /** The address's parameter that names the tab. */
  param: string;
  /** The page's tabs, in order; the first is shown when the address names none. */
  tabs: readonly Tab[];
  query: { start: EventCallable<Params>; reset: EventCallable<void> };
  paramsOf: (tab: Tab) => Params;
}) {
  const address = createAddressState<Tab>({ name, parse: (search) => tabFromSearch(search, param, tabs) });
  const { chosen: tabChosen } = createAddressNavigation(address, { path, format: (tab) => searchOfTab(tab, param, tabs) });
  const retried = createEvent();
  const $tab = address.$state;

  // A new tab shows loading, never the previous tab's rows under its own header and number format.
  sample({ clock: $tab.updates, target: query.reset });
  sample({
    clock: [address.shown, sample({ clock: retried, filter: address.visit.$isOn })],
    source: $tab,
    fn: paramsOf,
    target: query.start,
  });

  return { Gate: address.Gate, visit: address.visit, $tab, tabChosen, retried };
}

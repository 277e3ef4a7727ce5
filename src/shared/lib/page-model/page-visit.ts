import { createEvent, createStore, sample, type Event, type EventCallable, type Store } from 'effector';
import type { Gate } from 'effector-react';

/** The address a page shows, as the app knows it before the first render. */
export interface PageAddress {
  search: string;
}

export interface PageVisit<Props> {
  /**
   * The app starts the page before its first render: the gate opens then, with the props the
   * page will give it, so the page's calls leave beside its code.
   */
  started: EventCallable<PageAddress>;
  /** The visit began: the gate opened, by `started` or by the page mounting, whichever came first. */
  begun: Event<Props>;
  /** Between `begun` and the gate closing: the gate's own status, once the visit began. */
  $isOn: Store<boolean>;
}

/**
 * A visit to a page: it begins with the first opening of the page's gate (the app may open it
 * before the first render, `started`) and ends when the gate closes. The page mounting on a
 * visit the app already began opens the gate again, which adds nothing: the page's samples start
 * on `begun`, not on the gate's `open`, so no call is sent twice (nor the first aborted by a
 * second start). Its `state` and `status` stay the gate's own.
 */
export const createPageVisit = <Props>(
  gate: Gate<Props>,
  /** The props the page gives its gate, from the address (e.g. `({ search }) => ({ search })`). */
  propsOf: (address: PageAddress) => Props,
): PageVisit<Props> => {
  const started = createEvent<PageAddress>();
  const begun = createEvent<Props>();
  const $isOn = createStore(false, { serialize: 'ignore' })
    .on(begun, () => true)
    .reset(gate.close);
  sample({ clock: started, fn: propsOf, target: gate.open });
  sample({
    clock: gate.open,
    source: $isOn,
    filter: (isOn) => !isOn,
    fn: (_, props) => props,
    target: begun,
  });
  return { started, begun, $isOn };
};

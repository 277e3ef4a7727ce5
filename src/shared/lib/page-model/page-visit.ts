import { createEvent, createStore, sample, type EventCallable, type Store, type Event } from 'effector';
import type { Gate } from 'effector-react';

export interface PageVisit {
  /** The app starts the page before its first render, so its data calls leave beside its code. */
  started: EventCallable<void>;
  /** The visit began: by `started`, or by the gate opening, whichever came first. */
  begun: Event<void>;
  /** Between `begun` and the gate closing. */
  $isOn: Store<boolean>;
}

/**
 * A visit to a page, begun by the app before the first render (`started`) or by the page's gate,
 * and ended by the gate closing. A gate opening on a visit the app already began adds nothing, so
 * the page's calls are not sent twice (nor the first ones aborted by the second).
 */
export const createPageVisit = <Props>(gate: Gate<Props>): PageVisit => {
  const started = createEvent();
  const begun = createEvent();
  const $isOn = createStore(false, { serialize: 'ignore' })
    .on(begun, () => true)
    .reset(gate.close);
  sample({
    clock: [started, gate.open],
    source: $isOn,
    filter: (isOn) => !isOn,
    fn: () => undefined,
    target: begun,
  });
  return { started, begun, $isOn };
};

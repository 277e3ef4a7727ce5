import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/**
 * Whether any of several components showing the same thing is on screen (the gold balance in the
 * shop's header and on an item's detail; the gift count in the site header and the shop). A Gate
 * would close when the first of them unmounts while another still shows it: this counts them.
 */
export function createPresence(name: string) {
  const shown = createEvent({ name: `${name}.shown` });
  const hidden = createEvent({ name: `${name}.hidden` });
  const $shownTimes = createStore(0, { name: `${name}.$shownTimes` })
    .on(shown, (times) => times + 1)
    .on(hidden, (times) => Math.max(0, times - 1));
  const $onScreen = $shownTimes.map((times) => times > 0);
  return { shown, hidden, $onScreen };
}

export type Presence = ReturnType<typeof createPresence>;

/** Counts the calling component as showing `presence` while it is mounted. */
export const usePresence = (presence: Presence): void => {
  const { shown, hidden } = useUnit({ shown: presence.shown, hidden: presence.hidden });
  useEffect(() => {
    shown();
    return () => hidden();
  }, [shown, hidden]);
};

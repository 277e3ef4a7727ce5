import type { Store } from 'effector';
import { useUnit } from 'effector-react';
import { useDeferredValue } from 'react';

/**
 * A store's value that decides a large part of the screen (a page's sections, a list). Effector
 * updates React synchronously, so rendering all that a new answer shows would hold a phone's main
 * thread in one long task; deferred, React renders it as a transition, in slices that let the
 * browser paint and answer input in between, and shows the previous value meanwhile.
 */
export const useDeferredUnit = <T>(store: Store<T>): T => useDeferredValue(useUnit(store));

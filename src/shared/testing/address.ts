import { allSettled, fork, type EventCallable, type Scope, type ValueMap } from 'effector';
import type { Gate } from 'effector-react';
import { navigateFx, type PageAddress } from '@/shared/lib';

/**
 * A scope whose navigation is recorded rather than performed: a pushed address as its text, a
 * replaced one as `{ to, replace: true }` (what navigateFx receives). The address then changes only
 * when the test says so (`addressShown`), as the router would.
 */
export const forkRecordingNavigation = (values: ValueMap = []): { scope: Scope; navigated: unknown[] } => {
  const navigated: unknown[] = [];
  const scope = fork({
    values,
    handlers: [
      [
        navigateFx,
        (target: unknown) => {
          navigated.push(target);
        },
      ],
    ],
  });
  return { scope, navigated };
};

/**
 * The open page re-rendered with another address (Back, Forward, a link, or the router following a
 * choice): useGate sends it through the gate's `set`, which the gate's types do not show.
 */
export const addressShown = (gate: Gate<PageAddress>, scope: Scope, search: string) =>
  allSettled((gate as unknown as { set: EventCallable<PageAddress> }).set, { scope, params: { search } });

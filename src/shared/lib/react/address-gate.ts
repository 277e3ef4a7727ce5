import { useGate, type Gate } from 'effector-react';
import { useLayoutEffect, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageAddress } from '../page-model/page-visit';

/**
 * Gives an address-state page model (list, tab, detail) its router location's `search`: the page's
 * only state.
 *
 * The gate opens in a layout effect, after the first render has read the page's state at its default
 * (no address yet), and React only hears of the change when the stores' subscriptions start, in the
 * passive effects, which a page that loaded lazily runs after the browser may have painted: a frame
 * of the default state (another title, a link missing) that then moves the page (a layout shift). A
 * render asked for in a layout effect runs before the first paint, with the address's state.
 */
export const useAddressGate = (gate: Gate<PageAddress>): void => {
  const { search } = useLocation();
  useGate(gate, { search });
  const [, renderAgain] = useReducer((renders: number) => renders + 1, 0);
  useLayoutEffect(renderAgain, [renderAgain]);
};

import { useGate, type Gate } from 'effector-react';
import { useLocation } from 'react-router-dom';
import type { PageAddress } from '../page-model/page-visit';

/** Gives an address-state page model (list, tab, detail) its router location's `search`: the page's only state. */
export const useAddressGate = (gate: Gate<PageAddress>): void => {
  const { search } = useLocation();
  useGate(gate, { search });
};

import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAddressState } from '../page-model/address-state';
import { useAddressGate } from './address-gate';

const { Gate, $state } = createAddressState({ name: 'address-gate-test', parse: (search) => search.get('list') ?? 'the whole catalogue' });

const Page = () => {
  useAddressGate(Gate);
  return <h2>{useUnit($state)}</h2>;
};

/** Reads the DOM once the commit's synchronous work is done: what the browser would paint first. */
const FirstPaint = ({ children, seen }: { children: ReactNode; seen: (text: string) => void }) => {
  useLayoutEffect(() => queueMicrotask(() => seen(document.body.textContent ?? '')), [seen]);
  return children;
};

describe('useAddressGate', () => {
  it("paints the address's state first, not the page's default before the gate opens", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const firstPaint = await new Promise<string>((resolve) => {
      // Outside act, as in the browser: React renders in a task of its own, effects after it.
      root.render(
        <Provider value={fork()}>
          <MemoryRouter initialEntries={['/list?list=recommended']}>
            <FirstPaint seen={resolve}>
              <Page />
            </FirstPaint>
          </MemoryRouter>
        </Provider>,
      );
    });
    root.unmount();
    container.remove();
    expect(firstPaint).toBe('recommended');
  });
});

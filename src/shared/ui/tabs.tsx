import { styled } from '@linaria/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/* The tabs wrap on a narrow screen: a row that scrolls sideways hid the last tabs with nothing to
   say they were there, and its width pushed the page wider than the phone. */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
  border-bottom: 2px solid var(--color-line);

  & button {
    flex: none;
    padding: var(--space-2) var(--space-4);
    border: 0;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    background: none;
    font: inherit;
    color: var(--color-ink-soft);
    cursor: pointer;
  }
  & button[aria-selected='true'] {
    color: var(--color-ink);
    font-weight: 700;
    border-bottom-color: var(--color-brand);
  }
`;

export interface TabsProps<Value> {
  label: string;
  tabs: ReadonlyArray<{ value: Value; label: string }>;
  value: Value;
  onChange: (value: Value) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; one panel shows the chosen one. */
export const Tabs = <Value extends string | number>({ label, tabs, value, onChange, children }: TabsProps<Value>) => {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(0, tabs.findIndex((tab) => tab.value === value));

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) onChange(tab.value);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
};

import { styled } from '@linaria/react';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);

  & button {
    min-height: 36px;
    padding: 0 var(--space-4);
    border: 1px solid var(--color-line);
    border-radius: 999px;
    background: var(--color-paper);
    font: inherit;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    background: var(--color-brand);
    border-color: var(--color-brand);
    color: #fff;
    font-weight: 600;
  }
`;

export interface ToggleOption<Value> {
  value: Value;
  label: string;
}

export interface ToggleGroupProps<Value> {
  label: string;
  options: ReadonlyArray<ToggleOption<Value>>;
  value: Value;
  onChange: (value: Value) => void;
}

/** One-of-many filter buttons; the pressed one is announced as pressed. */
export const ToggleGroup = <Value extends string | number>({ label, options, value, onChange }: ToggleGroupProps<Value>) => (
  <Group role="group" aria-label={label}>
    {options.map((option) => (
      <button
        key={option.value}
        type="button"
        aria-pressed={option.value === value}
        onClick={() => onChange(option.value)}
      >
        {option.label}
      </button>
    ))}
  </Group>
);

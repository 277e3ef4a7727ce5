import { styled } from '@linaria/react';
import { useId } from 'react';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);

  & > label,
  & legend {
    font-weight: 600;
  }
  & select {
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    font: inherit;
    background: var(--color-paper);
  }
  & [aria-invalid='true'] {
    border-color: var(--color-brand);
  }
  & .field-error {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    padding: 0;
    margin-bottom: var(--space-1);
    font-weight: 600;
  }
  & .options {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-5);
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 44px;
    cursor: pointer;
  }
  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--color-brand);
  }
  & .field-error {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
`;

export interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChoiceFieldProps<Value extends string> {
  label: string;
  name: string;
  value: Value;
  options: readonly ChoiceOption<Value>[];
  onValueChange: (value: Value) => void;
  /** Shown under the field and tied to it, as TextField does. */
  error?: string;
  disabled?: boolean;
}

/** A labelled native select with its validation message. */
export const SelectField = <Value extends string>({
  label,
  name,
  value,
  options,
  onValueChange,
  error,
  disabled,
}: ChoiceFieldProps<Value>) => {
  const id = useId();
  const errorId = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </Field>
  );
};

/** A group of radio buttons in a fieldset whose legend is the label (arrow keys move the choice). */
export const RadioField = <Value extends string>({
  label,
  name,
  value,
  options,
  onValueChange,
  error,
  disabled,
}: ChoiceFieldProps<Value>) => {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{label}</legend>
      <div className="options">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              aria-invalid={error ? true : undefined}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </Fieldset>
  );
};

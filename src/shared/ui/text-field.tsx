import { styled } from '@linaria/react';
import { useId, type InputHTMLAttributes } from 'react';

const Field = styled.div`
  display: grid;
  gap: var(--space-1);

  & label {
    font-weight: 600;
  }
  & input {
    min-height: 44px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    font: inherit;
    background: var(--color-paper);
  }
  & input[aria-invalid='true'] {
    border-color: var(--color-brand);
  }
  & [role='alert'] {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it, so screen readers read it with the field. */
  error?: string;
}

/** A labelled input with its validation message. */
export const TextField = ({ label, value, onValueChange, error, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
    </Field>
  );
};

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
  & .field-error {
    margin: 0;
    color: var(--color-brand-strong);
    font-size: 14px;
  }
  & .field-hint {
    margin: 0;
    color: var(--color-ink-soft);
    font-size: 14px;
  }
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Shown under the field and tied to it (aria-describedby, aria-invalid), so screen readers read
   * it with the field. Not a live alert: after a failed submit the form focuses its first invalid
   * field (useForm), which then reads its own message.
   */
  error?: string;
  /** A standing hint under the input (e.g. the password rule), tied to it like the error. */
  hint?: string;
}

/** A labelled input with its hint and validation message. */
export const TextField = ({ label, value, onValueChange, error, hint, ...input }: TextFieldProps) => {
  const id = useId();
  const errorId = useId();
  const hintId = useId();
  // The error first: it is what the member has to act on; the hint says how.
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </Field>
  );
};

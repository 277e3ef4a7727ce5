import { styled } from '@linaria/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from './button';

const Form = styled.form`
  display: flex;
  gap: var(--space-2);

  & input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 0 var(--space-3);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-s);
    font: inherit;
    background: var(--color-paper);
  }
`;

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  initialValue?: string;
  onSearch: (value: string) => void;
}

/** A search landmark: typing is local, the search runs on submit (Enter or the button). */
export const SearchField = ({ label, placeholder, submitLabel, initialValue = '', onSearch }: SearchFieldProps) => {
  const [value, setValue] = useState(initialValue);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
};

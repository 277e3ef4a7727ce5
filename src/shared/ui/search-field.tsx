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
  /** The value searched (a list's, read from the address): the box shows it, again whenever it changes (Back, a link). */
  value?: string;
  onSearch: (value: string) => void;
}

const SearchForm = ({ label, placeholder, submitLabel, value: searched = '', onSearch }: SearchFieldProps) => {
  const [value, setValue] = useState(searched);
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

/** A search landmark: typing is local, the search runs on submit (Enter or the button). */
export const SearchField = (props: SearchFieldProps) => (
  // Keyed by the value searched: a new one refills the box with it.
  <SearchForm key={props.value} {...props} />
);

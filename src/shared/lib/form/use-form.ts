import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from './focus-first-invalid';
import type { FieldChange, Form, FormErrors } from './form';

export interface FieldOptions {
  /** What another part of the form found wrong (a code sender's address check): shown when the form finds nothing. */
  error?: string | null;
  /** Values the message puts in besides the field's label (`{{field}}`). */
  values?: Readonly<Record<string, string | number>>;
}

/**
 * The one binding of a `createForm` model to its `<form>`: the fields and their errors (shown after
 * the first submit, translated with the field's own label), submit without the browser's own
 * (`noValidate`, `preventDefault`), focus on the first invalid field after a refused submit, and
 * a reset when the form leaves the screen, so nothing typed (a password, a code) outlives it.
 * Components spread `props` on their form and `field(name, label)` on each field, and only render.
 */
export function useForm<Fields extends object, Errors extends FormErrors<Fields>>(form: Form<Fields, Errors>) {
  const { t } = useTranslation();
  const { fields, errors, pending, refusedSubmits, fieldChanged, submitted, reset } = useUnit({
    fields: form.$fields,
    errors: form.$errors,
    pending: form.$pending,
    refusedSubmits: form.$refusedSubmits,
    fieldChanged: form.fieldChanged,
    submitted: form.submitted,
    reset: form.reset,
  });
  useEffect(() => reset, [reset]);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref, refusedSubmits);

  const change = <Name extends keyof Fields>(name: Name, value: Fields[Name]) => fieldChanged({ name, value } as FieldChange<Fields>);
  /** The field's message, in the form's words: a required field is named by its label. */
  const errorOf = (name: keyof Fields, label: string, { error, values }: FieldOptions = {}): string | undefined => {
    const key = errors[name] ?? error;
    return key ? t(key, { field: label, ...values }) : undefined;
  };
  const field = <Name extends keyof Fields & string>(name: Name, label: string, options?: FieldOptions) => ({
    name,
    label,
    value: fields[name],
    error: errorOf(name, label, options),
    onValueChange: (value: Fields[Name]) => change(name, value),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
  };

  return { fields, errors, pending, change, field, errorOf, props: { ref, onSubmit, noValidate: true, 'aria-busy': pending } };
}

import { createEvent, createStore, sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { $toasts, toastsDismissed, type Toast } from '@/shared/ui';

/** Errors by field: a translation key for each invalid field, nothing for a valid one. */
export type FormErrors<Fields> = Partial<Record<keyof Fields, string>>;

/** The part of a farfetched mutation (or of anything sending the form) the form needs. */
export interface FormSender {
  $pending: Store<boolean>;
  started: Event<unknown>;
  finished: { success: Event<unknown>; failure: Event<unknown> };
}

export interface FormConfig<Fields, Errors extends FormErrors<Fields>> {
  name: string;
  initial: Fields;
  /** Pure: the errors of these fields (an empty object when they are valid). */
  validate: (fields: Fields) => Errors;
  /**
   * What sends the form. Its `$pending` guards submits (a double submit sends one request), and
   * the warning toasts its failure raised go away on the next submit, on success and on reset.
   */
  sender?: FormSender;
}

export interface Form<Fields, Errors extends FormErrors<Fields>> {
  $fields: StoreWritable<Fields>;
  fieldChanged: EventCallable<{ [Name in keyof Fields]: { name: Name; value: Fields[Name] } }[keyof Fields]>;
  /** Shown after a first submit attempt, then following what is typed (a corrected field clears). */
  $errors: Store<Errors>;
  submitted: EventCallable<void>;
  /** The fields of a submit that passed validation while nothing was pending. */
  validSubmitted: Event<Fields>;
  /** A submit refused by validation, with the first invalid field in the order of `initial`. */
  refused: Event<{ errors: Errors; firstInvalid: keyof Fields }>;
  /** Raised by each refused submit: the UI moves focus to the first invalid field when it changes. */
  $refusedSubmits: Store<number>;
  $pending: Store<boolean>;
  /** Back to `initial`, no errors shown: send it when the page or dialog is left. */
  reset: EventCallable<void>;
}

const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

const isWarning = (toast: Toast): boolean => toast.tone === 'warning' || toast.tone === 'error';

/** One form's model: fields, errors, focus of the first invalid field, the pending guard and reset. */
export function createForm<Fields extends object, Errors extends FormErrors<Fields>>({
  name,
  initial,
  validate,
  sender,
}: FormConfig<Fields, Errors>): Form<Fields, Errors> {
  const fieldChanged = createEvent<{ [Name in keyof Fields]: { name: Name; value: Fields[Name] } }[keyof Fields]>({
    name: `${name}.fieldChanged`,
  });
  const submitted = createEvent({ name: `${name}.submitted` });
  const reset = createEvent({ name: `${name}.reset` });

  const $fields = createStore(initial, { name: `${name}.$fields` });
  const $errors = createStore({} as Errors, { name: `${name}.$errors` });
  const $submittedOnce = createStore(false, { name: `${name}.$submittedOnce` });
  const $refusedSubmits = createStore(0, { name: `${name}.$refusedSubmits` });
  const $pending = sender?.$pending ?? createStore(false, { name: `${name}.$pending` });

  $fields.on(fieldChanged, (fields, { name: field, value }) => ({ ...fields, [field]: value }));
  $fields.reset(reset);
  $submittedOnce.on(submitted, () => true).reset(reset);
  $errors.reset(reset);

  sample({
    clock: [submitted, $fields.updates],
    source: { fields: $fields, shown: $submittedOnce },
    filter: ({ shown }) => shown,
    fn: ({ fields }) => validate(fields),
    target: $errors,
  });

  const checked = sample({ clock: submitted, source: $fields, fn: (fields) => ({ fields, errors: validate(fields) }) });

  const refused = sample({
    clock: checked,
    filter: ({ errors }) => hasErrors(errors),
    fn: ({ errors }) => ({
      errors,
      firstInvalid: (Object.keys(initial) as (keyof Fields)[]).find((field) => errors[field]) as keyof Fields,
    }),
  });
  $refusedSubmits.on(refused, (count) => count + 1);

  const validSubmitted = sample({
    clock: checked,
    source: $pending,
    filter: (pending, { errors }) => !pending && !hasErrors(errors),
    fn: (_, { fields }) => fields,
  });

  if (sender) {
    // The warning toasts that appeared while this form was being sent are its failure toasts.
    const $toastsAtStart = createStore<number[]>([], { name: `${name}.$toastsAtStart` });
    const $failureToasts = createStore<number[]>([], { name: `${name}.$failureToasts` });
    sample({ clock: sender.started, source: $toasts, fn: (toasts) => toasts.map(({ id }) => id), target: $toastsAtStart });
    sample({
      clock: sender.finished.failure,
      source: { toasts: $toasts, before: $toastsAtStart, known: $failureToasts },
      fn: ({ toasts, before, known }) => [
        ...known,
        ...toasts.filter((toast) => isWarning(toast) && !before.includes(toast.id)).map(({ id }) => id),
      ],
      target: $failureToasts,
    });
    const failureToastsDismissed = sample({
      clock: [validSubmitted, sender.finished.success, reset],
      source: $failureToasts,
      filter: (ids) => ids.length > 0,
    });
    sample({ clock: failureToastsDismissed, target: toastsDismissed });
    $failureToasts.reset(failureToastsDismissed);
  }

  return {
    $fields,
    fieldChanged,
    $errors,
    submitted,
    validSubmitted,
    refused,
    $refusedSubmits,
    $pending,
    reset,
  };
}

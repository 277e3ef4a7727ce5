import { combine, createEvent, createStore, sample, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';

/** Errors by field: a translation key for each invalid field, nothing for a valid one. */
export type FormErrors<Fields> = Partial<Record<keyof Fields, string>>;

/** The part of an action (`createAction` of shared/api) that sends the form the form needs. */
export interface FormSender {
  $pending: Store<boolean>;
  /** Sent when the form is reset (left, or done): the action's failure warning goes with it. */
  failureCleared: EventCallable<void>;
}

export interface FormConfig<Fields, Errors extends FormErrors<Fields>> {
  name: string;
  initial: Fields;
  /** Pure: the errors of these fields (an empty object when they are valid). */
  validate: (fields: Fields) => Errors;
  /**
   * The action that sends the form, or the actions (one per kind of submit), created with failure
   * tone `form`: its failure warning goes on the next submit, on success and when the form is left.
   * It guards itself: a double submit sends one request.
   */
  sender?: FormSender | readonly FormSender[];
}

/** One field's new value. */
export type FieldChange<Fields> = { [Name in keyof Fields]: { name: Name; value: Fields[Name] } }[keyof Fields];

export interface Form<Fields, Errors extends FormErrors<Fields>> {
  $fields: StoreWritable<Fields>;
  fieldChanged: EventCallable<FieldChange<Fields>>;
  /** Shown after a first submit attempt, then following what is typed (a corrected field clears). */
  $errors: Store<Errors>;
  submitted: EventCallable<void>;
  /** The fields of a submit that passed validation: the model hands them to its action. */
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

/** One form's model: fields, errors, focus of the first invalid field and reset; `useForm` binds it to the UI. */
export function createForm<Fields extends object, Errors extends FormErrors<Fields>>({
  name,
  initial,
  validate,
  sender,
}: FormConfig<Fields, Errors>): Form<Fields, Errors> {
  const fieldChanged = createEvent<FieldChange<Fields>>({ name: `${name}.fieldChanged` });
  const submitted = createEvent({ name: `${name}.submitted` });
  const reset = createEvent({ name: `${name}.reset` });

  const $fields = createStore(initial, { name: `${name}.$fields` });
  const $errors = createStore({} as Errors, { name: `${name}.$errors` });
  const $submittedOnce = createStore(false, { name: `${name}.$submittedOnce` });
  const $refusedSubmits = createStore(0, { name: `${name}.$refusedSubmits` });
  const senders = [sender ?? []].flat();
  const $pending = combine(
    senders.map((one) => one.$pending),
    (pending) => pending.some(Boolean),
  );

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

  const validSubmitted = sample({ clock: checked, filter: ({ errors }) => !hasErrors(errors), fn: ({ fields }) => fields });

  for (const one of senders) sample({ clock: reset, target: one.failureCleared });

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

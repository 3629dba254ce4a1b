// The field editing shared by the form machines (registration, lite and company registration, collaborator onboarding):
// what a change, a blur or a submit does to values, errors and touched. Each machine keeps its own events and validation;
// these pure functions only compute the next context, for the machine's own `assign`.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type TouchedFields<F extends string> = Partial<Record<F, boolean>>;

/** The part of a form machine's context that field editing reads. */
export interface FormFields<V, F extends string> {
  values: V;
  errors: FieldErrors<F>;
  touched: TouchedFields<F>;
}

/** Checks one field against a set of values: an error message key, or null when the field is fine. */
export type FieldValidator<V, F extends string> = (field: F, values: V) => string | null;

function withFieldError<F extends string>(errors: FieldErrors<F>, field: F, error: string | null): FieldErrors<F> {
  const next = { ...errors };
  if (error) next[field] = error;
  else delete next[field];
  return next;
}

/** `field.change` / `field.toggle`: store the value; a field already shown as wrong is re-checked as the user fixes it. */
export function changeField<V, F extends string>(
  context: FormFields<V, F>,
  field: F,
  value: unknown,
  validate: FieldValidator<V, F>,
): Pick<FormFields<V, F>, 'values' | 'errors'> {
  const values = { ...context.values, [field]: value } as V;
  const errors = context.touched[field]
    ? withFieldError(context.errors, field, validate(field, values))
    : { ...context.errors };
  return { values, errors };
}

/** `field.blur`: the field counts as touched and shows its error, if any. */
export function blurField<V, F extends string>(
  context: FormFields<V, F>,
  field: F,
  validate: FieldValidator<V, F>,
): Pick<FormFields<V, F>, 'touched' | 'errors'> {
  return {
    touched: { ...context.touched, [field]: true },
    errors: withFieldError(context.errors, field, validate(field, context.values)),
  };
}

/** An invalid submit or step: every listed field counts as touched and the errors are the given ones. */
export function touchFields<F extends string>(
  touched: TouchedFields<F>,
  fields: readonly F[],
  errors: FieldErrors<F>,
): { touched: TouchedFields<F>; errors: FieldErrors<F> } {
  return { touched: { ...touched, ...Object.fromEntries(fields.map((field) => [field, true])) }, errors };
}

/** The default of an actor the view must supply with `.provide()`. */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the view`);
};

// The field editing shared by the form machines (registration, lite and company registration, collaborator onboarding):
// what a change, a blur or a submit does to values, errors and touched. Each machine keeps its own events and validation;
// these pure functions only compute the next context, for the machine's own `assign` (issue 29: so do those of the forms
// the server checks on save, my profile and company details).
import { fieldErrorsOf } from './failure';

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

/**
 * Issue 29: `field.change` on a form the server checks on save (my profile, company details): store the value; the
 * server's error on that field goes, and the rest of the check waits for the submit.
 */
export function changeServerCheckedField<V, E>(
  context: { values: V; serverErrors: E },
  field: keyof V & keyof E,
  value: V[keyof V],
): { values: V; serverErrors: E } {
  return {
    values: { ...context.values, [field]: value },
    serverErrors: { ...context.serverErrors, [field]: undefined },
  };
}

/**
 * Issue 29: a wizard step takes only its own fields (lite registration, collaborator onboarding): the guard that says a
 * field is one of `fields`, for the step's `field.change` and `field.blur`.
 */
export const isFieldOf =
  <F extends string>(fields: readonly string[]) =>
  (_: unknown, params: { field: F }): boolean =>
    fields.includes(params.field);

/** Issue 29: a save the server took (my profile, company details): the form shows the saved values afresh, no errors. */
export function savedForm<V>(values: V): { values: V; showErrors: false; serverErrors: Record<never, never> } {
  return { values, showErrors: false, serverErrors: {} };
}

/** ...and a save it refused: its field errors show beside the fields. */
export function refusedForm(error: unknown): { serverErrors: ReturnType<typeof fieldErrorsOf>; showErrors: true } {
  return { serverErrors: fieldErrorsOf(error), showErrors: true };
}

// Issue 29: field props the registrations share (personal full and lite, company full and lite). Apart from field-props.ts
// so that the login does not carry them (see code-field-props.ts).

/**
 * Issue 29: the company registrations (full and lite) label the person's fields from `fields.*` (as the personal
 * registration does); the company's take theirs from `companyFields.*` unless the form says otherwise.
 */
const PERSON_FIELDS: readonly string[] = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'acceptTermsAndConditions',
];
export const isPersonField = (field: string): boolean => PERSON_FIELDS.includes(field);

/**
 * Issue 29: the props of the password field (src/views/password-field, a field with its own machine) in a form that keeps
 * owning the value: each change and blur comes back to the form's machine, and the form's own error wins.
 */
export function formPasswordProps<P, A, K extends string, E extends string>(
  prefix: string,
  form: { config: { passwordPolicy: P }; values: { email: string; password: string } },
  field: { accountType: A; labelKey: K; required: boolean; disabled: boolean; errorKey: E | null },
  send: (
    event: { type: 'field.change'; field: 'password'; value: string } | { type: 'field.blur'; field: 'password' },
  ) => void,
) {
  return {
    input: {
      policy: form.config.passwordPolicy,
      email: form.values.email,
      accountType: field.accountType,
      value: form.values.password,
    },
    prefix,
    name: 'password',
    labelKey: field.labelKey,
    required: field.required,
    disabled: field.disabled,
    errorKey: field.errorKey,
    onValueChange: (value: string) => send({ type: 'field.change', field: 'password', value }),
    onBlur: () => send({ type: 'field.blur', field: 'password' }),
  };
}

// Issue 29: the props of a one-time code field, shared by the email change, the password recovery and the step-up. Apart
// from field-props.ts so that the routes without a code (the login first) do not carry it: Rolldown inlines a small shared
// module whole into each route that imports it.
import { completeFieldProps, describedBy, type CompleteFieldProps } from './field-props';

/**
 * Issue 29: the field of a one-time code (email change, password recovery, the step-up): required, trimmed as typed, and
 * described by its length hint (`hintId`) as well as by its error.
 */
export function codeFieldProps<K extends string, E extends string>(spec: {
  prefix: string;
  value: string;
  labelKey: K;
  errorKey: E | null;
  hintId: string;
  onChange(value: string): void;
}): CompleteFieldProps<K, E> {
  const field = completeFieldProps({
    prefix: spec.prefix,
    name: 'code',
    value: spec.value,
    labelKey: spec.labelKey,
    required: true,
    errorKey: spec.errorKey,
    onChange: (value) => spec.onChange(value.trim()),
  });
  return {
    ...field,
    input: { ...field.input, 'aria-describedby': describedBy(spec.hintId, field.input['aria-describedby']) },
  };
}

// The props of a text input bound to a form machine, shared by the connect files of the form machines (registration,
// lite and company registration, collaborator onboarding). Pure: the view spreads them onto <input> or <select>.

type FieldEvent<F extends string> =
  { type: 'field.change'; field: F; value: string } | { type: 'field.blur'; field: F };

export function textFieldProps<F extends string>(
  field: F,
  value: string,
  state: { disabled: boolean; error: string | undefined },
  send: (event: FieldEvent<F>) => void,
) {
  return {
    name: field,
    value,
    disabled: state.disabled,
    'aria-invalid': state.error ? (true as const) : undefined,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'field.change', field, value: event.target.value }),
    onBlur: () => send({ type: 'field.blur', field }),
  };
}

/**
 * Issue 9 (STYLE.md §17): the complete props of one form field, from one id prefix, as zag's connect returns them. The view
 * spreads `input` onto the control, translates `label.key` and `error.key`, and mints no ids, keeps no list of required
 * fields and picks no error.
 */
export interface CompleteFieldProps<K extends string = string, E extends string = string> {
  label: { htmlFor: string; key: K; required: boolean };
  input: {
    id: string;
    name: string;
    value: string;
    required: boolean;
    disabled?: boolean;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onChange(event: { target: { value: string } }): void;
    onBlur?(): void;
    onFocus?(): void;
  };
  error: { id: string; key: E | null };
}

export interface FieldSpec<K extends string, E extends string> {
  /** the flow's id prefix (e.g. the machine id `login`) */
  prefix: string;
  name: string;
  value: string;
  labelKey: K;
  required: boolean;
  errorKey: E | null;
  disabled?: boolean;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
}

export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`.replace(/[^A-Za-z0-9_-]/g, '-');
}

export function completeFieldProps<K extends string, E extends string>(
  spec: FieldSpec<K, E>,
): CompleteFieldProps<K, E> {
  const id = fieldId(spec.prefix, spec.name);
  const errorId = `${id}-error`;
  return {
    label: { htmlFor: id, key: spec.labelKey, required: spec.required },
    input: {
      id,
      name: spec.name,
      value: spec.value,
      required: spec.required,
      ...(spec.disabled !== undefined ? { disabled: spec.disabled } : {}),
      'aria-invalid': spec.errorKey !== null,
      'aria-describedby': spec.errorKey !== null ? errorId : undefined,
      onChange: (event) => spec.onChange(event.target.value),
      ...(spec.onBlur ? { onBlur: spec.onBlur } : {}),
      ...(spec.onFocus ? { onFocus: spec.onFocus } : {}),
    },
    error: { id: errorId, key: spec.errorKey },
  };
}

// The props of a form control bound to a machine, shared by every connect (issue 29: ids and ARIA come from here, the views
// mint none). Pure: the view spreads them onto <input>, <select> or a button.

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

/** The id of the element that shows a control's error message (the control's `aria-describedby` while invalid). */
export function errorIdOf(controlId: string): string {
  return `${controlId}-error`;
}

/**
 * Issue 29: the one place a control's `aria-invalid` and `aria-describedby` are minted. `errorId` is the element that shows
 * the message (by default `errorIdOf(...)`); it describes the control only while the control is invalid.
 */
export function errorAria(
  errorId: string,
  invalid: boolean,
): { 'aria-invalid': boolean; 'aria-describedby': string | undefined } {
  return { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
}

/** An `aria-describedby` of several elements (a hint, a warning, an error): the ids present, or none. */
export function describedBy(...ids: (string | null | undefined | false)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface CheckboxSpec<K extends string, E extends string> {
  prefix: string;
  name: string;
  checked: boolean;
  labelKey: K;
  required: boolean;
  errorKey: E | null;
  disabled?: boolean;
  onChange(checked: boolean): void;
  onBlur?(): void;
}

/** A checkbox's complete props, as `completeFieldProps` gives a text field's (the terms and consent boxes). */
export function completeCheckboxProps<K extends string, E extends string>(spec: CheckboxSpec<K, E>) {
  const id = fieldId(spec.prefix, spec.name);
  const errorId = errorIdOf(id);
  return {
    label: { htmlFor: id, key: spec.labelKey, required: spec.required },
    input: {
      id,
      name: spec.name,
      type: 'checkbox' as const,
      checked: spec.checked,
      required: spec.required,
      ...(spec.disabled !== undefined ? { disabled: spec.disabled } : {}),
      ...errorAria(errorId, spec.errorKey !== null),
      onChange: (event: { target: { checked: boolean } }) => spec.onChange(event.target.checked),
      ...(spec.onBlur ? { onBlur: spec.onBlur } : {}),
    },
    error: { id: errorId, key: spec.errorKey },
  };
}

export function completeFieldProps<K extends string, E extends string>(
  spec: FieldSpec<K, E>,
): CompleteFieldProps<K, E> {
  const id = fieldId(spec.prefix, spec.name);
  const errorId = errorIdOf(id);
  return {
    label: { htmlFor: id, key: spec.labelKey, required: spec.required },
    input: {
      id,
      name: spec.name,
      value: spec.value,
      required: spec.required,
      ...(spec.disabled !== undefined ? { disabled: spec.disabled } : {}),
      ...errorAria(errorId, spec.errorKey !== null),
      onChange: (event) => spec.onChange(event.target.value),
      ...(spec.onBlur ? { onBlur: spec.onBlur } : {}),
      ...(spec.onFocus ? { onFocus: spec.onFocus } : {}),
    },
    error: { id: errorId, key: spec.errorKey },
  };
}

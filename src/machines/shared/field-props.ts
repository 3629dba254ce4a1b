// The props of a text input bound to a form machine, shared by the connect files of the form machines (registration,
// lite and company registration, collaborator onboarding). Pure: the view spreads them onto <input> or <select>.

type FieldEvent<F extends string> = { type: 'field.change'; field: F; value: string } | { type: 'field.blur'; field: F };

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
    onChange: (event: { target: { value: string } }) => send({ type: 'field.change', field, value: event.target.value }),
    onBlur: () => send({ type: 'field.blur', field }),
  };
}

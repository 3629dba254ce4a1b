// Issue 29: the list-name field of the lists page (my-lists: a new list) and of a list's detail (list-detail: a rename) is
// one control: its props, from the connect's id prefix, are written here once. Pure.
import { errorAria, errorIdOf, fieldId } from './field-props';

export interface ListNameProps {
  id: string;
  name: string;
  value: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  disabled: boolean;
  onChange(e: { target: { value: string } }): void;
}

/** The id of the element that shows the name's error. */
export const listNameErrorId = (idPrefix: string): string => errorIdOf(fieldId(idPrefix, 'name'));

export function listNameProps(
  idPrefix: string,
  field: { value: string; invalid: boolean; disabled: boolean },
  send: (event: { type: 'name.change'; value: string }) => void,
): ListNameProps {
  return {
    id: fieldId(idPrefix, 'name'),
    name: 'listName',
    value: field.value,
    required: true,
    ...errorAria(listNameErrorId(idPrefix), field.invalid),
    disabled: field.disabled,
    onChange: (e) => send({ type: 'name.change', value: e.target.value }),
  };
}

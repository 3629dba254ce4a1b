// spec §3 (List), §5 (Lists), §8 (duplicate list name), §9 (list name max 64). Pure.
import { define } from 'superstruct';
import { collapseSpaces, length, text } from './field';

export const LIST_NAME_MAX = 64; // spec §9
export const DEFAULT_LIST_NAME = 'Mi primera lista'; // spec §3

/** Issue 32 item 4: the default list's name in the tenant's language (Brazil reads Portuguese). */
export function defaultListName(locale: string): string {
  return locale.toLowerCase().startsWith('pt') ? 'Minha primeira lista' : DEFAULT_LIST_NAME;
}

export type ListNameErrorKey = 'lists.nameRequired' | 'lists.nameTooLong' | 'lists.nameDuplicate';

/** Two list names are the same when they match after trimming, collapsing spaces and ignoring case and accents. */
export function listNameKey(name: string): string {
  return collapseSpaces(name.trim()).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/**
 * spec §5: required, at most 64 characters, unique per user ('Ya tienes una lista con este nombre.').
 * `existingNames` are the user's other lists (leave out the list being renamed).
 */
export function validateListName(
  name: unknown,
  existingNames: readonly string[] = [],
): { ok: true; value: string } | { ok: false; error: ListNameErrorKey } {
  const v = collapseSpaces(text(name));
  if (!v) return { ok: false, error: 'lists.nameRequired' };
  if (length(v) > LIST_NAME_MAX) return { ok: false, error: 'lists.nameTooLong' };
  const key = listNameKey(v);
  if (existingNames.some((other) => typeof other === 'string' && listNameKey(other) === key)) {
    return { ok: false, error: 'lists.nameDuplicate' };
  }
  return { ok: true, value: v };
}

/** The name's format (required, max 64) as a struct; uniqueness needs the user's lists and is checked by the caller. */
export const listNameStruct = define<string>('ListName', (value) => {
  // a request body's name is text: a number or a boolean is not coerced into one
  if (typeof value !== 'string') return 'lists.nameRequired';
  const r = validateListName(value);
  return r.ok ? true : r.error;
});

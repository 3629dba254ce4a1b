// Shared shapes of the field rules: a result with a message key of the `rules` i18n namespace. Pure.

export type FieldResult<K extends string, V = string> = { ok: true; value: V } | { ok: false; error: K };

export const pass = <V>(value: V): { ok: true; value: V } => ({ ok: true, value });
export const reject = <K extends string>(error: K): { ok: false; error: K } => ({ ok: false, error });

/** spec §5: input is trimmed. Numbers are read as their decimal text; anything else is empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Length in user-perceived code points (so that Ñ or an accent counts once). */
export const length = (value: string): number => [...value].length;

/** Letters (any script, with accents) in words joined by single spaces, apostrophes or hyphens: "María José", "O'Neill". */
export const LETTERS_ONLY = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/** Collapse runs of inner whitespace to one space (after trimming). */
export const collapseSpaces = (value: string): string => value.replace(/\s+/g, ' ');

// Issue 10 item 6: what no request value may carry, checked at the boundary before any route or the database sees it.
// - JSON nested deeper than MAX_JSON_DEPTH (a 10 kB body of 5000 nested arrays used to reach a 500);
// - keys named like Object.prototype's members (toString, valueOf, __proto__...);
// - control characters in any string or key: NUL (PostgreSQL refuses it in text: a 500 and a log line with the query's
//   parameters), the other C0 characters and DEL. Tab, LF and CR are allowed in bodies (free text) but not in query
//   strings or path parameters, where they only serve header or redirect tricks.
import { ApiError } from './api-error';

export const MAX_JSON_DEPTH = 32;

// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_URL = /[\u0000-\u001f\u007f]/;

// Keys that shadow Object.prototype: an object carrying its own `toString` where a string is expected made the struct's
// error message (a template string) throw, a 500. No contract has such a field.
const RESERVED_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
]);

const invalid = (field: string, reason: string) =>
  new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { [field]: reason } } });

/** Nesting depth of a JSON text, counted without parsing it (strings skipped); throws past `max`. */
export function assertJsonDepth(text: string, max = MAX_JSON_DEPTH): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > max) throw invalid('_', 'tooDeep');
    } else if (c === 93 || c === 125) depth -= 1;
  }
}

/** Walks a parsed value: every string and key must be free of control characters, and nesting within `max`. */
export function assertCleanValue(
  value: unknown,
  options: { url?: boolean; max?: number } = {},
  path = '_',
  depth = 0,
): void {
  const max = options.max ?? MAX_JSON_DEPTH;
  const pattern = options.url ? CONTROL_IN_URL : CONTROL_IN_TEXT;
  if (typeof value === 'string') {
    if (pattern.test(value)) throw invalid(path, 'controlCharacter');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= max) throw invalid(path, 'tooDeep');
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path === '_' ? key : `${path}.${key}`;
    if (pattern.test(key)) throw invalid(path, 'controlCharacter');
    if (!Array.isArray(value) && RESERVED_KEYS.has(key)) throw invalid(at, 'unknown');
    assertCleanValue(item, options, at, depth + 1);
  }
}

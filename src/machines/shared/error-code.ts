// What the machines read from a failed actor: services throw errors carrying a `code` (src/services ApiError); anything
// else is a generic failure.

/** The error's `code` when it has a string one, else null. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return null;
}

/** The error's code when it is one the machine knows (shows a message for), else the fallback. */
export function knownCodeOf<C extends string, F extends string>(
  error: unknown,
  known: readonly C[],
  fallback: F,
): C | F {
  const code = errorCodeOf(error);
  return (known as readonly (string | null)[]).includes(code) ? (code as C) : fallback;
}

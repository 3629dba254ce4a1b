// Issue 29: the one failure shape a machine reads of a failed actor (spec §8), and the readers that narrow an actor's
// `unknown` error to it. The edge (src/views/shared/service-actor.ts) throws exactly this shape; samples and tests pass
// it as the error of `xstate.error.actor.<name>`. Machines read failures only through these functions: no casts.
export interface ActorFailure {
  /** the catalogued code of spec §8 (GENERIC_ERROR when the answer carried none) */
  code: string;
  /** the HTTP status (503 for a network failure, spec §8); absent when the failure was not an HTTP answer */
  status?: number;
  /** the error body's details (e.g. `lockMinutes`, `botCheckRequired`, `fields`) */
  details?: Record<string, unknown>;
  /** spec §4: the answer was flagged as session expired */
  sessionTimeOut?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The failure an actor's error carries (GENERIC_ERROR for anything that is not the shared shape). */
export function failureFrom(error: unknown): ActorFailure {
  if (!isRecord(error) || typeof error.code !== 'string') return { code: 'GENERIC_ERROR' };
  return {
    code: error.code,
    ...(typeof error.status === 'number' ? { status: error.status } : {}),
    ...(isRecord(error.details) ? { details: error.details } : {}),
    ...(error.sessionTimeOut === true ? { sessionTimeOut: true } : {}),
  };
}

/** The catalogued code of an actor's error. */
export const codeOf = (error: unknown): string => failureFrom(error).code;

/** The per-field error keys a 400 VALIDATION_ERROR carried (`details.fields`), string values only. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = failureFrom(error).details?.fields;
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** spec §4: an answer flagged as session expired. */
export function isSessionTimeOut(error: unknown): boolean {
  return isRecord(error) && (error.sessionTimeOut === true || error.code === 'SESSION_EXPIRED');
}

/** The error's `code` when it has a string one, else null. */
export function errorCodeOf(error: unknown): string | null {
  return isRecord(error) && typeof error.code === 'string' ? error.code : null;
}

/** The error's code when it is one the machine knows (shows a message for), else the fallback. */
export function knownCodeOf<C extends string, F extends string>(
  error: unknown,
  known: readonly C[],
  fallback: F,
): C | F {
  const code = errorCodeOf(error);
  return known.find((k) => k === code) ?? fallback;
}

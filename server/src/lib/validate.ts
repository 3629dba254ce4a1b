// Request validation with the superstruct structs of src/contracts (STYLE.md §10): unknown fields are rejected (object()),
// coercions of the struct (trimming, defaults) are applied, and a failure is 400 VALIDATION_ERROR with details.fields.
// Before the struct, every string is checked for control characters and the nesting depth bounded (lib/input-guard.ts).
import type { FastifyRequest } from 'fastify';
import { validate, type Struct } from 'superstruct';
import { ApiError } from './api-error';
import { assertCleanValue } from './input-guard';

/** field path ('a.b.0') -> what failed: 'required', 'unknown' (field not allowed), a refinement name or the expected type */
export type FieldErrors = Record<string, string>;

export function validateValue<T, S>(value: unknown, struct: Struct<T, S>): T {
  // a pre-pass whatever the struct says: no control characters (NUL reaches PostgreSQL as a 500), bounded nesting
  assertCleanValue(value);
  let outcome: ReturnType<typeof validate<T, S>>;
  try {
    outcome = validate(value, struct, { coerce: true });
  } catch {
    // a value a struct (or its coercion) cannot even describe is bad input, not a server error
    throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { _: 'invalid' } } });
  }
  const [error, result] = outcome;
  if (!error) return result;
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const path = failure.path.length ? failure.path.join('.') : '_';
    if (path in fields) continue;
    fields[path] =
      failure.type === 'never'
        ? 'unknown'
        : failure.value === undefined
          ? 'required'
          : (failure.refinement ?? failure.type);
  }
  throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
}

/** Returns the request body checked against a contract struct, or throws 400 VALIDATION_ERROR. */
export function parseBody<T, S>(request: FastifyRequest, struct: Struct<T, S>): T {
  return validateValue(request.body ?? {}, struct);
}

/** Returns the query string checked against a contract struct, or throws 400 VALIDATION_ERROR. */
export function parseQuery<T, S>(request: FastifyRequest, struct: Struct<T, S>): T {
  return validateValue(request.query ?? {}, struct);
}

// Request validation with the superstruct structs of src/contracts (STYLE.md §10): unknown fields are rejected (object()),
// coercions of the struct (trimming, defaults) are applied, and a failure is 400 VALIDATION_ERROR with details.fields.
import type { FastifyRequest } from 'fastify';
import { validate, type Struct } from 'superstruct';
import { ApiError } from './api-error';

/** field path ('a.b.0') -> what failed: 'required', 'unknown' (field not allowed), a refinement name or the expected type */
export type FieldErrors = Record<string, string>;

export function validateValue<T, S>(value: unknown, struct: Struct<T, S>): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return result;
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const path = failure.path.length ? failure.path.join('.') : '_';
    if (path in fields) continue;
    fields[path] =
      failure.type === 'never' ? 'unknown' : failure.value === undefined ? 'required' : (failure.refinement ?? failure.type);
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

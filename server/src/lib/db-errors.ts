// The database's unique violation (SQLSTATE 23505), whether the driver error comes bare or wrapped by Drizzle (`cause`).
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if ('code' in e && (e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
